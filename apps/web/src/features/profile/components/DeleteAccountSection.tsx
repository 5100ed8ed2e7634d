// 'Delete account' (docs/product/accounts-and-sessions.md, beyond the documents): a confirmation
// dialog that asks for the password and shows the server's refusal in it (a wrong password, the
// last administrator); once the account is gone this browser signs out and opens the home page.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { OWN_DATA_MESSAGES as M } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import PasswordField from '../../../components/PasswordField';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { useLocalSignOut } from '../../../lib/use-sign-out';
import { useDeleteAccount } from '../api/delete-account';

export default function DeleteAccountSection() {
  const id = useId();
  const notify = useNotify();
  const signOutLocally = useLocalSignOut();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setOpen(false);
    setPassword('');
    setError('');
  };

  const submit = () => {
    if (!password) return setError(M.passwordMissing);
    setError('');
    deletion.mutate(password, {
      // The account and all its sessions are gone on the server; the browser follows.
      onSuccess: ({ message }) => {
        signOutLocally('/');
        notify(message, 'success');
      },
      onError: (failure) => setError(errorText(failure, M.deleteFailed)),
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{
        px: { xs: 2.5, md: 4 },
        py: 2.5,
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        border: 1,
        borderColor: 'error.dark',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minWidth: 0 }}>
        <WarningIcon aria-hidden sx={{ color: 'error.light', mt: 0.25 }} />
        <Box>
          <Typography
            id={`${id}-heading`}
            component="h2"
            sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontWeight: 600, fontSize: '1.15rem' }}
          >
            {M.deleteTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {M.deleteHint}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="contained"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {M.delete}
      </Button>
      <FormDialog
        open={open}
        title={M.deleteDialogTitle}
        error={error}
        saving={deletion.isPending}
        submitLabel={M.confirmDelete}
        submitColor="error"
        savingLabel={M.deleting}
        cancelLabel={M.cancel}
        maxWidth="xs"
        onSubmit={submit}
        onClose={close}
      >
        <DialogContentText>{M.deleteDialogText}</DialogContentText>
        <PasswordField
          label={M.passwordLabel}
          name="password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText={M.passwordHelp}
        />
      </FormDialog>
    </Paper>
  );
}
