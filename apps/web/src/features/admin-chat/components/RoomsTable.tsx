// The room list on wide screens (docs/product/back-office.md): name (with who may read it), type,
// messages, created by (or 'System'), created date, actions.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';
import { formatShortDate } from '../../../lib/format';
import RoomActions, { type RoomActionHandlers } from './RoomActions';
import RoomTypeChip from './RoomTypeChip';
import { audience, creatorName } from './chat-display';

export interface RoomListProps extends RoomActionHandlers {
  rooms: ChatRoom[];
}

export default function RoomsTable({ rooms, ...handlers }: RoomListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={M.title}>
        <TableHead>
          <TableRow>
            <TableCell>{M.colName}</TableCell>
            <TableCell>{M.colType}</TableCell>
            <TableCell align="right">{M.colMessages}</TableCell>
            <TableCell>{M.colCreatedBy}</TableCell>
            <TableCell>{M.colCreated}</TableCell>
            <TableCell align="right">{M.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room) => (
            <TableRow key={room.id} hover data-testid="admin-room-row">
              <TableCell sx={{ maxWidth: 360 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{room.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {audience(room)}
                </Typography>
              </TableCell>
              <TableCell>
                <RoomTypeChip type={room.type} />
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {room.message_count}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{creatorName(room)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(room.created_at)}</TableCell>
              <TableCell align="right">
                <RoomActions room={room} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
