// 'Decline application': the applicant is told by mail, with the reason when one is given
// (optional; at most MEMBERSHIP_LIMITS.declineReasonMax characters).
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_APPLICATIONS_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS as M,
  MEMBERSHIP_LIMITS,
  type MembershipApplication,
} from '@clanhall/shared';
import FormDialog from '../../../../components/FormDialog';

export interface DeclineDialogProps {
  application: MembershipApplication;
  saving: boolean;
  error?: string;
  onDecline(reason: string): void;
  onClose(): void;
}

export default function DeclineDialog({ application, saving, error, onDecline, onClose }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const max = MEMBERSHIP_LIMITS.declineReasonMax;
  return (
    <FormDialog
      open
      title={T.declineTitle}
      error={error}
      saving={saving}
      submitLabel={T.declineSubmit}
      submitColor="error"
      savingLabel={T.declining}
      cancelLabel={M.cancel}
      onSubmit={() => onDecline(reason.trim())}
      onClose={onClose}
    >
      <Typography color="text.secondary">{T.declineIntro(application.username)}</Typography>
      <TextField
        label={T.fieldReason}
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={3}
        autoFocus
        helperText={`${reason.length} / ${max}`}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
    </FormDialog>
  );
}
