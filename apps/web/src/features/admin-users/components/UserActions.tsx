// docs/product/back-office.md: the actions Edit, Delete, and Ban User (active → banned) or
// Activate User (any other status → active), named exactly so. On the signed-in administrator's
// own row Ban and Delete are off: the server refuses them anyway (docs/product/accounts-and-sessions.md).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ActivateIcon from '@mui/icons-material/HowToRegOutlined';
import BanIcon from '@mui/icons-material/PersonOffOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { ADMIN_USERS_TEXTS as T, type AdminUser } from '@clanhall/shared';

export interface UserActionHandlers {
  onEdit(user: AdminUser): void;
  onToggleStatus(user: AdminUser): void;
  onDelete(user: AdminUser): void;
}

export default function UserActions({
  user,
  isSelf,
  busy,
  onEdit,
  onToggleStatus,
  onDelete,
}: UserActionHandlers & { user: AdminUser; isSelf: boolean; busy?: boolean }) {
  const banning = user.status === 'active';
  const toggleLabel = banning ? T.banUser : T.activateUser;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={T.edit}>
        <IconButton aria-label={T.edit} onClick={() => onEdit(user)} size="small" color="primary">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* A disabled button gets no pointer events; the span lets the tooltip say why. */}
      <Tooltip title={isSelf ? T.ownAccount : toggleLabel}>
        <span>
          <IconButton
            aria-label={toggleLabel}
            onClick={() => onToggleStatus(user)}
            size="small"
            color={banning ? 'warning' : 'success'}
            disabled={busy || isSelf}
          >
            {banning ? <BanIcon fontSize="small" /> : <ActivateIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={isSelf ? T.ownAccount : T.delete}>
        <span>
          <IconButton aria-label={T.delete} onClick={() => onDelete(user)} size="small" color="error" disabled={isSelf}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
