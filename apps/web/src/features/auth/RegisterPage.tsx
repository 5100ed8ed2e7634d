// /register (docs/product/accounts-and-sessions.md Register).
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_HINT, REGISTER_MESSAGES, UI } from '@clanhall/shared';
import PasswordField from '../../components/PasswordField';
import { errorText } from '../../lib/http';
import { useDocumentTitle } from '../../lib/use-document-title';
import { register } from './api/register';
import { registerProblem } from './auth-form-checks';
import AuthCard from './components/AuthCard';
import AuthFeedback from './components/AuthFeedback';
import AuthSubmitButton from './components/AuthSubmitButton';

export default function RegisterPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate('/login'), UI.redirectAfterRegisterMs);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess('');
    const problem = registerProblem({ username, email, password });
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await register({ username: username.trim(), email: email.trim(), password });
      setSuccess(REGISTER_MESSAGES.success);
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
          <Link component={RouterLink} to="/login" fontWeight={600}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
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
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={PASSWORD_HINT}
        />
        <AuthSubmitButton label="Create Account" busyLabel="Creating Account..." busy={busy && !success} disabled={busy} />
      </Stack>
    </AuthCard>
  );
}
