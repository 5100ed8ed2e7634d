// The application form (docs/product/membership.md Applications): one message, between the
// limits of MEMBERSHIP_LIMITS, checked here as the server checks it so nothing is sent that it
// would refuse; the server's own refusal (an open application already) is shown as it says it.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/SendOutlined';
import { APPLICATION_TEXTS, applicationBody, MEMBERSHIP_LIMITS } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { invalidateTopic } from '../../../lib/query-topics';
import { submitApplication } from '../api/submit-application';

const { applicationMessageMin: MIN, applicationMessageMax: MAX } = MEMBERSHIP_LIMITS;

export default function ApplicationForm() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal('');
    const checked = applicationBody.safeParse({ message });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? APPLICATION_TEXTS.messageHelp(MIN, MAX));
    setProblem('');
    setBusy(true);
    try {
      await submitApplication(checked.data.message);
      notify(APPLICATION_TEXTS.sent, 'success');
      await invalidateTopic(queryClient, 'membership');
    } catch (error) {
      setRefusal(errorText(error, APPLICATION_TEXTS.failed));
      // An application made meanwhile (another tab) is shown instead of the form.
      void invalidateTopic(queryClient, 'membership');
    } finally {
      setBusy(false);
    }
  };

  const length = message.trim().length;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      <TextField
        label={APPLICATION_TEXTS.messageLabel}
        name="message"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (problem) setProblem('');
        }}
        multiline
        minRows={5}
        maxRows={14}
        required
        disabled={busy}
        error={Boolean(problem)}
        helperText={problem || APPLICATION_TEXTS.messageHelp(MIN, MAX)}
        slotProps={{ htmlInput: { maxLength: MAX }, formHelperText: { sx: { mx: 0 } } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            color: length > 0 && length < MIN ? 'warning.main' : 'text.secondary',
            fontSize: '0.85rem',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {APPLICATION_TEXTS.counter(message.length, MAX)}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
          sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {busy ? APPLICATION_TEXTS.submitting : APPLICATION_TEXTS.submit}
        </Button>
      </Box>
    </Box>
  );
}
