// The messages above an auth form: an error (role alert) and a success (role status), each only
// when set. `action` sits at the error's end (ResetPasswordPage's 'Request a new link').
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

export interface AuthFeedbackProps {
  error?: string;
  success?: string;
  errorAction?: ReactNode;
}

export default function AuthFeedback({ error, success, errorAction }: AuthFeedbackProps) {
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" action={errorAction}>
          {error}
        </Alert>
      )}
      {success && (
        <Alert severity="success" role="status">
          {success}
        </Alert>
      )}
    </>
  );
}
