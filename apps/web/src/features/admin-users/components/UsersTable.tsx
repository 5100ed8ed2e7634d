// The user list on wide screens: User, Name, Email, Role, Status, Created, Actions.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';
import UserActions, { type UserActionHandlers } from './UserActions';
import UserAvatar from './UserAvatar';
import { RoleChip, UserStatusChip } from '../../../components/UserChips';
import { formatShortDate } from '../../../lib/format';
import { fullName } from './user-display';

export interface UserListProps extends UserActionHandlers {
  users: AdminUser[];
  /** The signed-in administrator, whose own row cannot be banned or deleted. */
  selfId?: number;
  /** The user whose status is being changed. */
  busyId?: number;
}

export default function UsersTable({ users, selfId, busyId, ...handlers }: UserListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title}>
        <TableHead>
          <TableRow>
            <TableCell>{T.colUser}</TableCell>
            <TableCell>{T.colName}</TableCell>
            <TableCell>{T.colEmail}</TableCell>
            <TableCell>{T.colRole}</TableCell>
            <TableCell>{T.colStatus}</TableCell>
            <TableCell>{T.colCreated}</TableCell>
            <TableCell align="right">{T.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const name = fullName(user);
            return (
              <TableRow key={user.id} hover data-testid="admin-user-row">
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                    <UserAvatar user={user} />
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{user.username}</Typography>
                    {user.id === selfId && <Chip label={T.you} size="small" />}
                  </Box>
                </TableCell>
                <TableCell>{name || T.noName}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                <TableCell>
                  <RoleChip role={user.role} />
                </TableCell>
                <TableCell>
                  <UserStatusChip status={user.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(user.created_at)}</TableCell>
                <TableCell align="right">
                  <UserActions user={user} isSelf={user.id === selfId} busy={busyId === user.id} {...handlers} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
