// A report's two answers (docs/product/chat.md): dismiss it (the message stays) or delete the
// message. Both ask first. A message already gone can only be dismissed.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DismissIcon from '@mui/icons-material/DoneAll';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';

export interface ReportActionHandlers {
  onDismiss(report: MessageReport): void;
  onRemoveMessage(report: MessageReport): void;
}

export default function ReportActions({ report, onDismiss, onRemoveMessage }: ReportActionHandlers & { report: MessageReport }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={M.dismissReport}>
        <IconButton aria-label={M.dismissReport} onClick={() => onDismiss(report)} size="small" color="success">
          <DismissIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={report.message === null ? M.messageGone : M.deleteMessage}>
        <span>
          <IconButton
            aria-label={M.deleteMessage}
            onClick={() => onRemoveMessage(report)}
            size="small"
            color="error"
            disabled={report.message === null}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
