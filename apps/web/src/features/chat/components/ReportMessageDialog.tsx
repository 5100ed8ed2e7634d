// Reporting a message (docs/product/chat.md, beyond the documents): an optional reason, then the
// message waits in the moderation queue of /admin/chat. A second report of the same message
// says so (the server's text).
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_SCREEN } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/http';
import { reportMessage } from '../api/report-message';
import type { ChatTarget } from '../chat-target';
import { displayText } from '../message-display';
import { messageText, type ShownMessage } from '../thread/thread-data';

/** The server keeps at most this much of a reason (the shared reportBody schema). */
const REASON_MAX = 500;

interface Props {
  message: ShownMessage | null;
  target: ChatTarget;
  onClose(): void;
}

export default function ReportMessageDialog({ message, target, onClose }: Props) {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (message) setReason('');
  }, [message]);

  async function confirm() {
    if (!message) return;
    setBusy(true);
    try {
      await reportMessage(target, message.id, reason);
      notify(CHAT_SCREEN.reported, 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverError) {
        notify(error.serverError, 'warning');
        onClose();
      } else notify(CHAT_SCREEN.reportFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  const quoted = message ? displayText(messageText(message)).text : '';
  return (
    <Dialog
      open={Boolean(message)}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="report-dialog-title"
    >
      <DialogTitle id="report-dialog-title">{CHAT_SCREEN.reportTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{CHAT_SCREEN.reportText}</DialogContentText>
        {message && (
          <Typography
            variant="body2"
            sx={{
              mb: 2,
              p: 1.5,
              borderLeft: 3,
              borderColor: 'primary.main',
              bgcolor: 'tint.white.4',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 120,
              overflowY: 'auto',
            }}
          >
            <strong>{message.username}:</strong> {quoted}
          </Typography>
        )}
        <TextField
          label={CHAT_SCREEN.reportReason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          maxRows={5}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          disabled={busy}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {CHAT_SCREEN.reportConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
