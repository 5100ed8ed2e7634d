// Role and status chips. back-office.md §2: status active green, banned red, other grey.
import Chip, { type ChipProps } from '@mui/material/Chip';
import { ROLE_LABELS, ADMIN_USER_STATUS_LABELS, type Role, type UserStatus } from '@clanhall/shared';

const ROLE_COLORS: Record<Role, ChipProps['color']> = { admin: 'primary', member: 'secondary', user: 'default' };
const STATUS_COLORS: Record<UserStatus, ChipProps['color']> = { active: 'success', banned: 'error', disabled: 'default' };

export function RoleChip({ role }: { role: Role }) {
  return <Chip label={ROLE_LABELS[role]} color={ROLE_COLORS[role]} size="small" variant="outlined" />;
}

export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip label={ADMIN_USER_STATUS_LABELS[status]} color={STATUS_COLORS[status]} size="small" variant="outlined" />;
}
