// /profile titled 'My Profile' (docs/product/accounts-and-sessions.md Profile: sessions;
// docs/product/accounts-and-sessions.md: the member's own data and deleting the account).
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_CHANGE_MESSAGES, isEmailChange, PROFILE_MESSAGES, type PublicUser } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import PasswordField from '../../components/PasswordField';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { updateUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import { profileQuery, updateProfile } from './api/profile';
import AvatarEditor from './components/AvatarEditor';
import ChangePasswordSection from './components/ChangePasswordSection';
import SignOutEverywhereSection from './components/SignOutEverywhereSection';
import DownloadDataSection from './components/DownloadDataSection';
import DeleteAccountSection from './components/DeleteAccountSection';

interface FormState {
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string;
}

function toForm(user: PublicUser): FormState {
  return {
    email: user.email,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    avatar_url: user.avatar_url ?? '',
  };
}

export default function ProfilePage() {
  useDocumentTitle('My Profile');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: profile, isPending, isError, isFetching, errorUpdatedAt, refetch } = useQuery(profileQuery);
  const [form, setForm] = useState<FormState | null>(null);
  const [saving, setSaving] = useState(false);
  // docs/product/accounts-and-sessions.md: a new email needs the current password; the server's refusal is shown here.
  const [currentPassword, setCurrentPassword] = useState('');
  const [saveError, setSaveError] = useState('');
  const emailChanges = Boolean(profile && form && isEmailChange(profile.email, form.email));

  useEffect(() => {
    if (profile) setForm(toForm(profile));
  }, [profile]);

  // Once per failed load: a failed Try again says so again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, PROFILE_MESSAGES.loadFailed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    if (emailChanges && !currentPassword) return setSaveError(EMAIL_CHANGE_MESSAGES.currentPasswordMissing);
    setSaveError('');
    setSaving(true);
    try {
      const user = await updateProfile(emailChanges ? { ...form, current_password: currentPassword } : form);
      queryClient.setQueryData(profileQuery.queryKey, user);
      updateUser(user);
      setCurrentPassword('');
      notify(PROFILE_MESSAGES.updated, 'success');
    } catch (error) {
      setSaveError(errorText(error, ''));
      notify(PROFILE_MESSAGES.updateFailed, 'error');
    } finally {
      setSaving(false);
    }
  };

  const heading = (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 3 }}>
      My Profile
    </Typography>
  );

  if (isPending) return <PageSpinner />;
  if (isError || !profile) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {heading}
        {/* docs/product/accounts-and-sessions.md's 'Failed to load profile' is the snackbar's; said once on screen. */}
        <LoadFailedAlert message={PROFILE_MESSAGES.loadFailedHere} retryLabel={PROFILE_MESSAGES.retry} onRetry={() => void refetch()} retrying={isFetching} />
      </Container>
    );
  }
  if (!form) return <PageSpinner />;
  const change = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setForm((f) => f && { ...f, [key]: event.target.value });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {heading}
      <Stack spacing={3}>
        <Paper component="form" noValidate onSubmit={submit} aria-label="Profile details" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 3,
              mb: 4,
              flexDirection: { xs: 'column', sm: 'row' },
              textAlign: { xs: 'center', sm: 'left' },
            }}
          >
            <AvatarEditor
              username={profile.username}
              value={form.avatar_url}
              onChange={(avatar_url) => setForm((f) => f && { ...f, avatar_url })}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.5rem', wordBreak: 'break-word' }}>
                {[form.first_name, form.last_name].filter(Boolean).join(' ') || profile.username}
              </Typography>
              <Typography color="text.secondary">@{profile.username}</Typography>
            </Box>
          </Box>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Username"
                value={profile.username}
                slotProps={{ input: { readOnly: true } }}
                helperText="Usernames cannot be changed."
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={change('email')} />
            </Grid>
            {emailChanges && (
              <Grid size={{ xs: 12, sm: 6 }} offset={{ sm: 6 }}>
                <PasswordField
                  label={EMAIL_CHANGE_MESSAGES.currentPasswordLabel}
                  name="current_password"
                  autoComplete="current-password"
                  required
                  value={currentPassword}
                  onChange={(event) => setCurrentPassword(event.target.value)}
                  helperText={EMAIL_CHANGE_MESSAGES.currentPasswordHelp}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="First Name" autoComplete="given-name" value={form.first_name} onChange={change('first_name')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Last Name" autoComplete="family-name" value={form.last_name} onChange={change('last_name')} />
            </Grid>
          </Grid>
          {saveError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {saveError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Box>
        </Paper>
        <ChangePasswordSection />
        <SignOutEverywhereSection />
        <DownloadDataSection username={profile.username} />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
