// docs/product/back-office.md: a room is Group or Private; private ones carry a lock.
import Chip from '@mui/material/Chip';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { ADMIN_CHAT_MESSAGES as M, type RoomType } from '@clanhall/shared';

export default function RoomTypeChip({ type }: { type: RoomType }) {
  const isPrivate = type === 'private';
  return (
    <Chip
      label={isPrivate ? M.private : M.group}
      icon={isPrivate ? <LockIcon aria-hidden /> : <GroupsIcon aria-hidden />}
      color={isPrivate ? 'warning' : 'info'}
      size="small"
      variant="outlined"
    />
  );
}
