// The cart dialog's open state and the message of a refused quantity change ('Error updating
// cart', docs/product/shop-and-payments.md; the server's reason is shown on the line, use-line-refusals.ts). In
// the open cart the message shows inside it (an open dialog hides the page's snackbar from
// screen readers); an answer arriving after it closed is a snackbar.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../components/feedback/notify';

export function useCartDialog() {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const onUpdateFailed = useCallback((message: string) => (openRef.current ? setError(message) : notify(message, 'error')), [notify]);
  const show = useCallback(() => {
    setError(null);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    setError(null);
  }, []);
  const clearError = useCallback(() => setError(null), []);

  return { open, error, show, hide, clearError, onUpdateFailed };
}
