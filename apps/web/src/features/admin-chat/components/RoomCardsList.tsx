// The room list on phones: one card per room with the same fields and actions as the table.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminCardFooter } from '../../../components/admin/AdminList';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';
import { formatShortDate } from '../../../lib/format';
import RoomActions from './RoomActions';
import RoomTypeChip from './RoomTypeChip';
import type { RoomListProps } from './RoomsTable';
import { audience, creatorName } from './chat-display';

export default function RoomCardsList({ rooms, ...handlers }: RoomListProps) {
  return (
    <Box component="ul" aria-label={M.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {rooms.map((room) => (
        <Paper component="li" key={room.id} sx={{ p: 2 }} data-testid="admin-room-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{room.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {M.createdBy(creatorName(room))} · {formatShortDate(room.created_at)}
              </Typography>
            </Box>
            <RoomTypeChip type={room.type} />
          </Box>
          <AdminCardFooter>
            <Typography variant="body2" sx={{ minWidth: 0 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {M.messageCount(room.message_count)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                {audience(room)}
              </Box>
            </Typography>
            <RoomActions room={room} {...handlers} />
          </AdminCardFooter>
        </Paper>
      ))}
    </Box>
  );
}
