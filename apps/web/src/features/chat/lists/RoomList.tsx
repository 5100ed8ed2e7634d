// The Groups tab (docs/product/chat.md Group room): every group room and the private rooms
// the member belongs to, by name. Each row is a list item holding one button, named by what it
// shows (WCAG 2.5.3).
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { CHAT_MESSAGES, CHAT_SCREEN, type ChatRoom } from '@clanhall/shared';
import { useRooms } from '../api/get-rooms';
import type { ChatTarget } from '../chat-target';
import { ListEmpty, ListFailed, ListLoading } from '../components/ListState';
import { matchesSearch } from './matches-search';

interface Props {
  search: string;
  selected: ChatTarget | null;
  onSelect(target: ChatTarget): void;
}

export function RoomIcon({ room, size = 40 }: { room: Pick<ChatRoom, 'type'>; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: room.type === 'private' ? 'tint.info.12' : 'tint.moss.14',
        color: room.type === 'private' ? 'info.main' : 'secondary.main',
        border: 1,
        borderColor: room.type === 'private' ? 'tint.info.30' : 'tint.moss.35',
      }}
    >
      {room.type === 'private' ? <LockIcon fontSize="small" /> : <TagIcon fontSize="small" />}
    </Box>
  );
}

export default function RoomList({ search, selected, onSelect }: Props) {
  const { data, isPending, isError, refetch, isFetching } = useRooms();
  if (isPending) return <ListLoading />;
  if (isError)
    return <ListFailed message={CHAT_MESSAGES.fetchRoomsFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <ListEmpty icon={<GroupsIcon />} title={CHAT_SCREEN.noRooms} />;
  const shown = data.filter((room) => matchesSearch(room.name, search));
  if (shown.length === 0) return <ListEmpty icon={<GroupsIcon />} title={CHAT_SCREEN.noMatches} />;
  return (
    <List disablePadding aria-label={CHAT_MESSAGES.tabs.groups}>
      {shown.map((room) => (
        <ListItem key={room.id} disablePadding>
          <ListItemButton
            selected={selected?.kind === 'room' && selected.id === room.id}
            onClick={() => onSelect({ kind: 'room', id: room.id })}
            sx={{ gap: 1.5, py: 1.25, borderRadius: 2, mx: 1, mb: 0.5 }}
          >
            <RoomIcon room={room} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap fontWeight={600}>
                {room.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {room.type === 'private' ? CHAT_SCREEN.privateRoom : CHAT_SCREEN.groupRoom}
              </Typography>
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
