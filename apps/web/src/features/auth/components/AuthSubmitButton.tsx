// An auth form's submit button: while `busy` it is disabled, spins and says `busyLabel`
// ('Signing In...', 'Creating Account...').
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface AuthSubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Disabled although not busy (e.g. a finished form). */
  disabled?: boolean;
}

export default function AuthSubmitButton({ label, busyLabel, busy, disabled = false }: AuthSubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ py: 1.25 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
