// The rooms (back-office.md §2): a table from 'md' up, cards below it (§9), or a word when
// there are none yet. Only one of table and cards is rendered, so each room appears once.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';
import RoomCardsList from './RoomCardsList';
import RoomsTable, { type RoomListProps } from './RoomsTable';

export default function RoomsPanel({ narrow, ...listProps }: RoomListProps & { narrow: boolean }) {
  if (listProps.rooms.length === 0) {
    return (
      <Paper sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <ForumIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1.5 }} />
        <Typography color="text.secondary">{M.emptyRooms}</Typography>
      </Paper>
    );
  }
  return narrow ? <RoomCardsList {...listProps} /> : <RoomsTable {...listProps} />;
}
