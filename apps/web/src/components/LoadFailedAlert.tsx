import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface LoadFailedAlertProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
  /** While a retry is on its way the button waits. */
  retrying?: boolean;
}

/** In place of a back-office list or form that could not be loaded: what failed, and a retry. */
export default function LoadFailedAlert({ message, retryLabel, onRetry, retrying = false }: LoadFailedAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
