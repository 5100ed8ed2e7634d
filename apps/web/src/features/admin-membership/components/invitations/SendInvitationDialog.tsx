// 'Send invitation' (docs/product/membership.md#invitations): one address; the server mails it a
// single-use link, valid 7 days, and refuses (with its reason) a member's address or a site
// without mail set up.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_INVITATIONS_TEXTS as T, ADMIN_MEMBERSHIP_TEXTS as M } from '@clanhall/shared';
import FormDialog from '../../../../components/FormDialog';

export interface SendInvitationDialogProps {
  saving: boolean;
  error?: string;
  onSend(email: string): void;
  onClose(): void;
}

export default function SendInvitationDialog({ saving, error, onSend, onClose }: SendInvitationDialogProps) {
  const [email, setEmail] = useState('');
  return (
    <FormDialog
      open
      title={T.sendTitle}
      error={error}
      saving={saving}
      submitLabel={T.sendSubmit}
      savingLabel={T.sending}
      cancelLabel={M.cancel}
      onSubmit={() => onSend(email.trim())}
      onClose={onClose}
    >
      <Typography color="text.secondary">{T.sendIntro}</Typography>
      <TextField
        label={T.fieldEmail}
        name="email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoFocus
      />
    </FormDialog>
  );
}
