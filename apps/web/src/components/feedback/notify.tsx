// One app-wide snackbar (docs/product/screens.md: messages hide after UI.snackbarMs). Any component
// calls useNotify()(text, severity); a newer message replaces the one on screen.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { UI } from '@clanhall/shared';

export type NotifySeverity = 'success' | 'warning' | 'error' | 'info';
export type Notify = (message: string, severity?: NotifySeverity) => void;

interface Toast {
  key: number;
  message: string;
  severity: NotifySeverity;
}

const NotifyContext = createContext<Notify | null>(null);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((message, severity = 'info') => {
    setToast({ key: Date.now(), message, severity });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={UI.snackbarMs}
        onClose={close}
        // Dialogs keep their buttons at the bottom right: on wide screens the snackbar sits at
        // the bottom left, on phones (full-screen dialogs) at the top.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        sx={{ top: { xs: 8, sm: 'auto' }, bottom: { xs: 'auto', sm: 24 } }}
      >
        <Alert onClose={close} severity={toast?.severity ?? 'info'} variant="filled" sx={{ width: '100%', alignItems: 'center' }}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
