// /forgot-password (beyond the documents, docs/product/accounts-and-sessions.md): asks for a reset link by email. The
// answer is the same whether or not the address has an account, so the page says only that.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMAIL_PATTERN, PASSWORD_RESET_MESSAGES as M, REGISTER_MESSAGES } from '@clanhall/shared';
import { errorText } from '../../lib/http';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api/forgot-password';
import AuthCard from './components/AuthCard';
import AuthFeedback from './components/AuthFeedback';
import AuthSubmitButton from './components/AuthSubmitButton';

export default function ForgotPasswordPage() {
  useDocumentTitle(M.forgotTitle);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!email.trim()) return setError(M.emailRequired);
    if (!EMAIL_PATTERN.test(email.trim())) return setError(REGISTER_MESSAGES.invalidEmail);
    setError('');
    setBusy(true);
    try {
      const answer = await forgotPassword({ email: email.trim() });
      setSent(answer.message);
    } catch (err) {
      setError(errorText(err, M.requestFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={M.forgotTitle}
      subtitle={M.forgotIntro}
      footer={
        <Link component={RouterLink} to="/login" fontWeight={600}>
          {M.backToLogin}
        </Link>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <AuthFeedback error={error} success={sent} />
        <TextField
          label={M.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
        <AuthSubmitButton label={M.sendLink} busyLabel={M.sending} busy={busy} />
      </Stack>
    </AuthCard>
  );
}
