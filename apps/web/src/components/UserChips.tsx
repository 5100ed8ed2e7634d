// An account's role and status as chips (docs/product/back-office.md: status active green, banned red,
// other grey), for the back-office screens that list accounts: User Management and the
// dashboard's Recent Users.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { ADMIN_USER_STATUS_LABELS, ROLE_LABELS, type Role, type UserStatus } from '@clanhall/shared';

const ROLE_COLORS: Record<Role, ChipProps['color']> = { admin: 'primary', member: 'secondary', user: 'default' };
const STATUS_COLORS: Record<UserStatus, ChipProps['color']> = { active: 'success', banned: 'error', disabled: 'default' };

export function RoleChip({ role }: { role: Role }) {
  return (
    <Chip
      data-testid="role-chip"
      label={ROLE_LABELS[role] ?? role}
      color={ROLE_COLORS[role] ?? 'default'}
      size="small"
      variant="outlined"
    />
  );
}

export function UserStatusChip({ status }: { status: UserStatus }) {
  return (
    <Chip
      data-testid="user-status"
      label={ADMIN_USER_STATUS_LABELS[status] ?? status}
      color={STATUS_COLORS[status] ?? 'default'}
      size="small"
      variant="outlined"
    />
  );
}
