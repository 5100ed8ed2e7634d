// /login (docs/product/accounts-and-sessions.md Login). With ?next= (lib/return-path.ts) the visitor goes
// back there after signing in, and 'Create Account' keeps it (docs/product/membership.md Joining).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES } from '@clanhall/shared';
import PasswordField from '../../components/PasswordField';
import { clearAccountQueries } from '../../lib/query-client';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../lib/return-path';
import { signIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { login } from './api/login';
import { loginProblem } from './auth-form-checks';
import { usePasswordResetOffer } from './api/password-reset-offer';
import AuthCard from './components/AuthCard';
import AuthFeedback from './components/AuthFeedback';
import AuthSubmitButton from './components/AuthSubmitButton';

type Mode = 'user' | 'member';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM));
  // Sent here to join: most likely a visitor without a member account yet.
  const [mode, setMode] = useState<Mode>(returnTo ? 'user' : 'member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const resetOffer = usePasswordResetOffer();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = loginProblem({ username, password });
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      const { token, user } = await login({ username: username.trim(), password });
      clearAccountQueries();
      signIn(token, user);
      void navigate(returnTo ?? (user.role === 'admin' ? '/admin' : '/dashboard'), { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : LOGIN_MESSAGES.loginFailed);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to take your seat by the fire."
      footer={
        mode === 'user' ? (
          <Typography color="text.secondary">
            New to the hall?{' '}
            <Link component={RouterLink} to={withReturnPath('/register', returnTo)} fontWeight={600}>
              Create Account
            </Link>
          </Typography>
        ) : (
          // docs/product/accounts-and-sessions.md: the spec's text stands in an element of its own.
          <Typography color="text.secondary">
            Need a member account? <span>Contact an administrator</span>
          </Typography>
        )
      }
    >
      <ToggleButtonGroup
        value={mode}
        exclusive
        fullWidth
        color="primary"
        aria-label="Account type"
        onChange={(_event, next: Mode | null) => {
          if (!next) return;
          setMode(next);
          setError('');
        }}
        sx={{ mb: 3, '& .MuiToggleButton-root': { py: 1, fontWeight: 600, textTransform: 'none' } }}
      >
        <ToggleButton value="user">User</ToggleButton>
        <ToggleButton value="member">Member</ToggleButton>
      </ToggleButtonGroup>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        <AuthFeedback error={error} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {/* Beyond the documents (docs/product/accounts-and-sessions.md): a mailed reset link, offered only when the site can send one. */}
        {resetOffer.data?.available && (
          <Link component={RouterLink} to="/forgot-password" variant="body2" fontWeight={600} sx={{ alignSelf: 'flex-end', mt: '8px !important' }}>
            {PASSWORD_RESET_MESSAGES.forgotLink}
          </Link>
        )}
        <AuthSubmitButton label="Sign In" busyLabel="Signing In..." busy={busy} />
      </Stack>
    </AuthCard>
  );
}
