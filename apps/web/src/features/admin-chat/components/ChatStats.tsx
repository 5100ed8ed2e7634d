// back-office.md §2: total rooms, group rooms, private rooms, and the total messages of the
// opened room. With no room open the last tile counts the messages of every room, so it never
// reads a bare 0 on arrival.
import Box from '@mui/material/Box';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MessageIcon from '@mui/icons-material/ChatBubbleOutline';
import { ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';
import StatTile from '../../../components/StatTile';

export default function ChatStats({ rooms, openRoom }: { rooms: ChatRoom[]; openRoom?: ChatRoom }) {
  const count = (type: ChatRoom['type']) => rooms.filter((room) => room.type === type).length;
  const messages = openRoom ? openRoom.message_count : rooms.reduce((sum, room) => sum + room.message_count, 0);
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
