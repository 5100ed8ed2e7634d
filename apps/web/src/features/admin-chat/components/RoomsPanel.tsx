// The rooms (docs/product/back-office.md): a table from 'md' up, cards below it (docs/product/back-office.md), or a word when
// there are none yet. Only one of table and cards is rendered, so each room appears once.
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';
import RoomCardsList from './RoomCardsList';
import RoomsTable, { type RoomListProps } from './RoomsTable';
import EmptyPanel from '../../../components/EmptyPanel';

export default function RoomsPanel({ narrow, ...listProps }: RoomListProps & { narrow: boolean }) {
  if (listProps.rooms.length === 0) {
    return (
      <EmptyPanel icon={ForumIcon} text={M.emptyRooms} />
    );
  }
  return narrow ? <RoomCardsList {...listProps} /> : <RoomsTable {...listProps} />;
}
