// Where the reported message was written: the room by name, or a direct conversation.
import Chip from '@mui/material/Chip';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';

export default function ReportKindChip({ report }: { report: Pick<MessageReport, 'kind' | 'room_name'> }) {
  const label = report.kind === 'room' && report.room_name ? M.inRoom(report.room_name) : M.where[report.kind];
  return <Chip label={label} size="small" variant="outlined" color={report.kind === 'room' ? 'info' : 'secondary'} />;
}
