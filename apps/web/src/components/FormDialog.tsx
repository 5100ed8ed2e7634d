// The back office's add/edit dialog shell (docs/product/back-office.md), also the profile's account
// deletion: title, a short 'not saved' note inside the dialog when a save fails (the reason is
// said once, by the snackbar), the fields, then Cancel and the submit button. Full screen on
// phones, buttons at the bottom (the phone snackbar shows at the top, components/feedback/notify.tsx).
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Why the last save failed. */
  error?: string;
  saving: boolean;
  /** The submit button is off while the form cannot be sent (e.g. a blank room name). */
  submitDisabled?: boolean;
  submitLabel: string;
  /** 'error' for a destructive submit (deleting one's account). */
  submitColor?: 'primary' | 'error';
  savingLabel: string;
  cancelLabel: string;
  maxWidth?: DialogProps['maxWidth'];
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

export default function FormDialog({
  open,
  title,
  error,
  saving,
  submitDisabled = false,
  submitLabel,
  submitColor = 'primary',
  savingLabel,
  cancelLabel,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  // The error shows above the fields, the submit button below them: bring the answer into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      // The dialog's paper is the form: the title and buttons stay put while the fields scroll.
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, autoComplete: 'off' } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {error && (
            <Alert ref={errorRef} severity="error" role="alert">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={submitColor}
          disabled={saving || submitDisabled}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? savingLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
