// The user list: User, Name, Email, Role, Status, Created, Actions as a table; on narrow screens
// one card per user with the same fields and actions.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ActivateIcon from '@mui/icons-material/HowToRegOutlined';
import BanIcon from '@mui/icons-material/PersonOffOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';
import AccountAvatar from '../../../components/admin/AccountAvatar';
import AdminList, { AdminCardFooter, type AdminColumn } from '../../../components/admin/AdminList';
import RowActions from '../../../components/admin/RowActions';
import { RoleChip, UserStatusChip } from '../../../components/UserChips';
import { formatShortDate } from '../../../lib/format';
import { fullName } from './user-display';

export interface UserListProps {
  users: AdminUser[];
  /** The signed-in administrator, whose own row cannot be banned or deleted. */
  selfId?: number;
  /** The user whose status is being changed. */
  busyId?: number;
  /** The empty panel: no account yet, or none matching the search. */
  empty: ReactNode;
  onEdit(user: AdminUser): void;
  onToggleStatus(user: AdminUser): void;
  onDelete(user: AdminUser): void;
}

export default function UserList({ users, selfId, busyId, empty, onEdit, onToggleStatus, onDelete }: UserListProps) {
  const you = (user: AdminUser) => user.id === selfId && <Chip label={T.you} size="small" />;
  // docs/product/back-office.md: the actions Edit, Delete, and Ban User (active → banned) or
  // Activate User (any other status → active), named exactly so. On the signed-in administrator's
  // own row Ban and Delete are off: the server refuses them anyway (docs/product/accounts-and-sessions.md).
  const actions = (user: AdminUser) => {
    const banning = user.status === 'active';
    const isSelf = user.id === selfId;
    const own = isSelf ? T.ownAccount : undefined;
    return (
      <RowActions
        actions={[
          { label: T.edit, icon: <EditIcon fontSize="small" />, onClick: () => onEdit(user) },
          {
            label: banning ? T.banUser : T.activateUser,
            icon: banning ? <BanIcon fontSize="small" /> : <ActivateIcon fontSize="small" />,
            onClick: () => onToggleStatus(user),
            color: banning ? 'warning' : 'success',
            disabled: busyId === user.id || isSelf,
            hint: own,
          },
          {
            label: T.delete,
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => onDelete(user),
            color: 'error',
            disabled: isSelf,
            hint: own,
          },
        ]}
      />
    );
  };
  const columns: AdminColumn<AdminUser>[] = [
    {
      header: T.colUser,
      cell: (user) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <AccountAvatar name={user.username} src={user.avatar_url} />
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{user.username}</Typography>
          {you(user)}
        </Box>
      ),
    },
    { header: T.colName, cell: (user) => fullName(user) || T.noName },
    { header: T.colEmail, sx: { overflowWrap: 'anywhere' }, cell: (user) => user.email },
    { header: T.colRole, cell: (user) => <RoleChip role={user.role} /> },
    { header: T.colStatus, cell: (user) => <UserStatusChip status={user.status} /> },
    { header: T.colCreated, sx: { whiteSpace: 'nowrap' }, cell: (user) => formatShortDate(user.created_at) },
    { header: T.colActions, align: 'right', cell: actions },
  ];
  return (
    <AdminList
      items={users}
      label={T.title}
      columns={columns}
      rowTestId="admin-user-row"
      empty={empty}
      card={(user) => (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <AccountAvatar name={user.username} src={user.avatar_url} size={44} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.username}</Typography>
                {you(user)}
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
          <AdminCardFooter>
            <RoleChip role={user.role} />
            {actions(user)}
          </AdminCardFooter>
        </>
      )}
    />
  );
}
