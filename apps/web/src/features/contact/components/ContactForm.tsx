// The contact form (docs/product/content.md): name, email, phone (optional), reason, message.
// A missing required field stops it client-side; otherwise the server's answer decides.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { CONTACT_MESSAGES, CONTACT_REASONS, CONTACT_TEXTS, type ContactReason } from '@clanhall/shared';
import { errorText } from '../../../lib/http';
import { useSendContactMessage } from '../api/send-contact-message';

interface FormState {
  name: string;
  email: string;
  phone: string;
  reason: ContactReason | '';
  message: string;
}

const EMPTY: FormState = { name: '', email: '', phone: '', reason: '', message: '' };

export default function ContactForm() {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [feedback, setFeedback] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const send = useSendContactMessage();

  const set = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { name, email, phone, reason, message } = form;
    if (!name.trim() || !email.trim() || !message.trim() || !reason) {
      setFeedback({ severity: 'error', text: CONTACT_MESSAGES.required });
      return;
    }
    setFeedback(null);
    send.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim() || null, reason, message: message.trim() },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setFeedback({ severity: 'success', text: CONTACT_MESSAGES.success });
        },
        onError: (error) => setFeedback({ severity: 'error', text: errorText(error, CONTACT_MESSAGES.failed) }),
      },
    );
  }

  return (
    <Paper component="section" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 3 }}>
        {CONTACT_TEXTS.formTitle}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField label={CONTACT_TEXTS.name} name="name" value={form.name} onChange={set('name')} required autoComplete="name" />
        <TextField
          label={CONTACT_TEXTS.email}
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          required
          autoComplete="email"
        />
        <TextField
          label={CONTACT_TEXTS.phone}
          name="phone"
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          autoComplete="tel"
        />
        <TextField select label={CONTACT_TEXTS.reason} name="reason" value={form.reason} onChange={set('reason')} required>
          {CONTACT_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {reason}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={CONTACT_TEXTS.message}
          name="message"
          value={form.message}
          onChange={set('message')}
          required
          multiline
          minRows={6}
          sx={{ gridColumn: '1 / -1' }}
        />
        {feedback && (
          <Alert
            severity={feedback.severity}
            role={feedback.severity === 'error' ? 'alert' : 'status'}
            sx={{ gridColumn: '1 / -1' }}
          >
            {feedback.text}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending}
            startIcon={send.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
            sx={{ minWidth: 200 }}
          >
            {send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
