// docs/product/back-office.md: view messages and delete room; a private room also opens its members
// (docs/product/chat.md). The members button comes first, so view and delete line up in every row.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import MembersIcon from '@mui/icons-material/GroupAddOutlined';
import MessagesIcon from '@mui/icons-material/ChatOutlined';
import { ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';

export interface RoomActionHandlers {
  onViewMessages(room: ChatRoom): void;
  onManageMembers(room: ChatRoom): void;
  onDelete(room: ChatRoom): void;
}

export default function RoomActions({
  room,
  onViewMessages,
  onManageMembers,
  onDelete,
}: RoomActionHandlers & { room: ChatRoom }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {room.type === 'private' && (
        <Tooltip title={M.manageMembers}>
          <IconButton aria-label={M.manageMembers} onClick={() => onManageMembers(room)} size="small" color="warning">
            <MembersIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={M.viewMessages}>
        <IconButton aria-label={M.viewMessages} onClick={() => onViewMessages(room)} size="small" color="primary">
          <MessagesIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={M.deleteRoom}>
        <IconButton aria-label={M.deleteRoom} onClick={() => onDelete(room)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
