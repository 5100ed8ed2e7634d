// The collapsible 'Change Password' form (docs/product/accounts-and-sessions.md Profile).
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { PASSWORD_HINT, PROFILE_MESSAGES } from '@clanhall/shared';
import PasswordField from '../../../components/PasswordField';
import { errorText } from '../../../lib/http';
import { newPasswordProblem } from '../../../lib/new-password-problem';
import { changePassword } from '../api/profile';

const EMPTY = { current: '', next: '', confirm: '' };

export default function ChangePasswordSection() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(fields.next, fields.confirm, [fields.current]);
    if (problem) return setMessage({ severity: 'error', text: problem });
    setMessage(null);
    setBusy(true);
    try {
      // The new token that keeps this session alive is stored by the call itself.
      await changePassword(fields.current, fields.next);
      setFields(EMPTY);
      setMessage({ severity: 'success', text: PROFILE_MESSAGES.passwordUpdated });
    } catch (error) {
      setMessage({ severity: 'error', text: errorText(error, PROFILE_MESSAGES.passwordFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ overflow: 'hidden' }}>
      <Typography id={`${id}-heading`} component="h2" sx={{ m: 0 }}>
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1.5,
            px: { xs: 2.5, md: 4 },
            py: 2.5,
            textAlign: 'left',
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <KeyIcon aria-hidden sx={{ color: 'primary.light' }} />
          <Box
            component="span"
            sx={{ flex: 1, fontFamily: (theme) => theme.typography.h2.fontFamily, fontWeight: 600, fontSize: '1.15rem' }}
          >
            Change Password
          </Box>
          <ExpandMoreIcon aria-hidden sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </ButtonBase>
      </Typography>
      <Collapse in={open} id={`${id}-panel`} unmountOnExit>
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ px: { xs: 2.5, md: 4 }, pb: 4, pt: 1 }}>
          {message && (
            <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
              {message.text}
            </Alert>
          )}
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            value={fields.current}
            onChange={set('current')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={fields.next}
            onChange={set('next')}
            helperText={PASSWORD_HINT}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={fields.confirm}
            onChange={set('confirm')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </Stack>
      </Collapse>
    </Paper>
  );
}
