// The Recent Users tab (docs/product/back-office.md): per account the initial of the username, the
// username, the email, a role chip and a status chip (active green, banned red, other grey).
// On a phone the chips move under the name, so the email keeps the width it needs.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_DASHBOARD_TEXTS as T, type AdminUser } from '@clanhall/shared';
import { RoleChip, UserStatusChip } from '../../../components/UserChips';
import AccountAvatar from '../../../components/admin/AccountAvatar';
import RecentPanel from './RecentPanel';

export default function RecentUsersList({ users }: { users: AdminUser[] }) {
  return (
    <RecentPanel
      empty={users.length === 0}
      emptyText={T.noRecentUsers}
      hint={T.recentUsersHint}
      linkLabel={T.allUsers}
      linkTo="/admin/users"
    >
      <Box component="ul" aria-label={T.recentUsersTab} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {users.map((user) => (
          <Box
            component="li"
            key={user.id}
            data-testid="recent-user"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '40px minmax(0, 1fr)', sm: '40px minmax(0, 1fr) auto' },
              gridTemplateAreas: { xs: '"avatar text" ". chips"', sm: '"avatar text chips"' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 1,
              px: { xs: 2, sm: 3 },
              py: 2,
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <AccountAvatar name={user.username} data-testid="recent-user-initial" sx={{ gridArea: 'avatar' }} />
            <Box sx={{ gridArea: 'text', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Typography>
            </Box>
            <Box sx={{ gridArea: 'chips', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
              <RoleChip role={user.role} />
              <UserStatusChip status={user.status} />
            </Box>
          </Box>
        ))}
      </Box>
    </RecentPanel>
  );
}
