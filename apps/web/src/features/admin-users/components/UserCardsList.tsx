// The user list on narrow screens: one card per user with the same fields and actions.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_USERS_TEXTS as T } from '@clanhall/shared';
import UserActions from './UserActions';
import UserAvatar from './UserAvatar';
import { RoleChip, UserStatusChip } from '../../../components/UserChips';
import type { UserListProps } from './UsersTable';
import { formatShortDate } from '../../../lib/format';
import { fullName } from './user-display';

export default function UserCardsList({ users, selfId, busyId, ...handlers }: UserListProps) {
  return (
    <Box component="ul" aria-label={T.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} sx={{ p: 2 }} data-testid="admin-user-row">
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <UserAvatar user={user} size={44} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
                {user.id === selfId && <Chip label={T.you} size="small" />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {fullName(user) || T.noName}
              </Typography>
            </Box>
            <UserStatusChip status={user.status} />
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {T.colCreated} {formatShortDate(user.created_at)}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mt: 1.5,
              pt: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <RoleChip role={user.role} />
            <UserActions user={user} isSelf={user.id === selfId} busy={busyId === user.id} {...handlers} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
