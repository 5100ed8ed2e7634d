// Where the reported message was written: a room or a direct conversation.
import Chip from '@mui/material/Chip';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';

export default function ReportKindChip({ kind }: { kind: MessageReport['kind'] }) {
  return <Chip label={M.where[kind]} size="small" variant="outlined" color={kind === 'room' ? 'info' : 'secondary'} />;
}
