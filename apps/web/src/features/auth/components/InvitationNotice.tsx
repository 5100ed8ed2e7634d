// What the register page says about an invitation link (use-register-invitation.ts): that the
// visitor is invited and with which address, that the link no longer works, or that it could not
// be checked (with a retry).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { INVITATION_REGISTER_TEXTS as T } from '@clanhall/shared';
import type { RegisterInvitation } from '../use-register-invitation';

export default function InvitationNotice({ invitation }: { invitation: RegisterInvitation }) {
  switch (invitation.state) {
    case 'none':
      return null;
    case 'checking':
      return (
        <Alert severity="info" role="status">
          {T.checking}
        </Alert>
      );
    case 'valid':
      return (
        <Alert severity="success" role="status" data-testid="invitation-notice">
          <AlertTitle>{T.invited}</AlertTitle>
          {T.invitedAs(invitation.email)}
        </Alert>
      );
    case 'invalid':
      return (
        <Alert severity="warning" role="alert" data-testid="invitation-notice">
          {T.invalid}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={invitation.retry}>
              {T.retry}
            </Button>
          }
        >
          {T.checkFailed}
        </Alert>
      );
  }
}
