// docs/product/back-office.md: total rooms, group rooms, private rooms, and the total messages of the
// opened room: 0 until a room's messages are opened, then that room's count (kept after its
// dialog closes, until another room is opened).
import Box from '@mui/material/Box';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MessageIcon from '@mui/icons-material/ChatBubbleOutline';
import { ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function ChatStats({ rooms, openedRoom }: { rooms: ChatRoom[]; openedRoom?: ChatRoom }) {
  const count = (type: ChatRoom['type']) => rooms.filter((room) => room.type === type).length;
  const messages = openedRoom?.message_count ?? 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 4,
      }}
    >
      <StatTile label={M.totalRooms} value={rooms.length} icon={<ForumIcon />} />
      <StatTile label={M.groupRooms} value={count('group')} icon={<GroupsIcon />} />
      <StatTile label={M.privateRooms} value={count('private')} icon={<LockIcon />} />
      <StatTile label={M.totalMessages} value={messages} icon={<MessageIcon />} />
    </Box>
  );
}
