// 'Cancel your membership?': the question before a cancel, whose two answers say what they do
// ('Keep membership', 'Cancel membership'), since a plain 'Cancel' would read both ways here.
// It cannot be dismissed while the cancel is on its way.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MY_MEMBERSHIP_TEXTS as T } from '@clanhall/shared';

export interface CancelMembershipDialogProps {
  open: boolean;
  message: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

export default function CancelMembershipDialog({ open, message, busy, onConfirm, onClose }: CancelMembershipDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-membership-title"
      aria-describedby="cancel-membership-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="cancel-membership-title">{T.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-membership-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {T.keep}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {T.cancelConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
