// /register (docs/product/accounts-and-sessions.md Register). A ?next= return path (lib/return-path.ts)
// goes on to the sign-in page it leads to (docs/product/membership.md Joining: back to /join).
// Through an invitation link (?invitation=TOKEN) the form shows the invitation, registers with the
// invited address, locked, and the account is a member (docs/product/membership.md#invitations).
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_REGISTER_TEXTS, PASSWORD_HINT, REGISTER_MESSAGES, UI } from '@clanhall/shared';
import PasswordField from '../../components/PasswordField';
import { errorText } from '../../lib/http';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { register } from './api/register';
import { registerProblem } from './auth-form-checks';
import AuthCard from './components/AuthCard';
import AuthFeedback from './components/AuthFeedback';
import AuthSubmitButton from './components/AuthSubmitButton';
import InvitationNotice from './components/InvitationNotice';
import { useRegisterInvitation } from './use-register-invitation';

export default function RegisterPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const signInPath = withReturnPath('/login', useSearchParams()[0].get(RETURN_PARAM));
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const invitation = useRegisterInvitation();
  const invitedEmail = invitation.state === 'valid' ? invitation.email : null;

  useEffect(() => {
    if (invitedEmail) setEmail(invitedEmail);
  }, [invitedEmail]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate(signInPath), UI.redirectAfterRegisterMs);
    return () => clearTimeout(timer);
  }, [success, navigate, signInPath]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess('');
    const problem = registerProblem({ username, email, password });
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      const invited = invitation.state === 'valid' ? { invitation: invitation.token } : {};
      await register({ username: username.trim(), email: email.trim(), password, ...invited });
      setSuccess(invitedEmail ? INVITATION_REGISTER_TEXTS.success : REGISTER_MESSAGES.success);
    } catch (err) {
      setError(errorText(err, REGISTER_MESSAGES.failed));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Join the Hall"
      subtitle="Create an account to follow the chronicles and visit the shop."
      footer={
        <Typography color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={signInPath} fontWeight={600}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <InvitationNotice invitation={invitation} />
        <AuthFeedback error={error} success={success} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          slotProps={{ input: { readOnly: invitedEmail !== null } }}
          helperText={invitedEmail ? INVITATION_REGISTER_TEXTS.emailLocked : undefined}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={PASSWORD_HINT}
        />
        <AuthSubmitButton
          label="Create Account"
          busyLabel="Creating Account..."
          busy={busy && !success}
          disabled={busy || invitation.state === 'checking'}
        />
      </Stack>
    </AuthCard>
  );
}
