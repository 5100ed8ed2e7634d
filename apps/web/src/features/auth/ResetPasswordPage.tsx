// /reset-password#TOKEN (beyond the documents, docs/product/accounts-and-sessions.md): the page a mailed reset link
// opens. The token comes in the fragment, which never reaches a server log; it is read once.
// After the reset every session of the account has ended, so the member signs in again.
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PASSWORD_RESET_MESSAGES as M, UI } from '@clanhall/shared';
import PasswordField from '../../components/PasswordField';
import { errorText } from '../../lib/http';
import { newPasswordProblem } from '../../lib/new-password-problem';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api/reset-password';
import AuthCard from './components/AuthCard';
import AuthFeedback from './components/AuthFeedback';
import AuthSubmitButton from './components/AuthSubmitButton';

export default function ResetPasswordPage() {
  useDocumentTitle(M.resetTitle);
  const navigate = useNavigate();
  // base64url: nothing to decode (and decoding a mangled '%' would throw).
  const token = useLocation().hash.replace(/^#/, '').trim();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState(token ? '' : M.missingToken);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), UI.redirectAfterRegisterMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError(M.missingToken);
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      const answer = await resetPassword({ token, newPassword: password });
      setDone(answer.message);
    } catch (err) {
      setError(errorText(err, M.resetFailed));
      setBusy(false);
    }
  };

  // A link that is missing, used or expired cannot succeed: offer a new one.
  const linkUnusable = error === M.missingToken || error === M.invalidLink;
  return (
    <AuthCard
      title={M.resetTitle}
      subtitle={M.resetIntro}
      footer={
        <Link component={RouterLink} to="/login" fontWeight={600}>
          {M.backToLogin}
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <AuthFeedback
          error={error}
          success={done}
          errorAction={
            linkUnusable ? (
              <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
                {M.requestNewLink}
              </Button>
            ) : undefined
          }
        />
        <PasswordField
          label={M.newPasswordLabel}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={!token || Boolean(done)}
          autoFocus
        />
        <PasswordField
          label={M.confirmPasswordLabel}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          disabled={!token || Boolean(done)}
        />
        <AuthSubmitButton label={M.resetButton} busyLabel={M.resetting} busy={busy && !done} disabled={busy || !token} />
      </Stack>
    </AuthCard>
  );
}
