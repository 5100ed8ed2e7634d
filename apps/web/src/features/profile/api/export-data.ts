// GET /api/auth/export (docs/product/accounts-and-sessions.md, 'Download my data'): the .zip of
// everything the member made, read with its progress (bytes received, of the length when the server
// says it).
import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { download, type DownloadedFile, type DownloadProgress } from '../../../lib/http';

export function downloadOwnData(onProgress?: (progress: DownloadProgress) => void): Promise<DownloadedFile> {
  return download('/api/auth/export', onProgress);
}

/** Progress is shown at most this often: an archive arrives in thousands of pieces. */
const PROGRESS_EVERY_MS = 100;

export function useDownloadOwnData() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const shownAt = useRef(0);
  const onProgress = useCallback((next: DownloadProgress) => {
    const now = performance.now();
    if (now - shownAt.current < PROGRESS_EVERY_MS && next.received !== next.total) return;
    shownAt.current = now;
    setProgress(next);
  }, []);
  const mutation = useMutation({
    mutationFn: () => {
      setProgress({ received: 0, total: null });
      return downloadOwnData(onProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
