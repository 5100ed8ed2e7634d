// docs/product/back-office.md: a list or dialog that cannot load says so in a snackbar ('Error fetching
// users', …) once per failed load, so a failed retry says it again.
import { useEffect } from 'react';
import { useNotify } from '../components/feedback/notify';

export function useLoadErrorNotice(query: { isError: boolean; errorUpdatedAt: number }, message: string) {
  const notify = useNotify();
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notify(message, 'error');
  }, [isError, errorUpdatedAt, notify, message]);
}
