// One upload at a time for the Send Files dialog: its phase (bytes leaving, then the server
// checking and storing them), the percentage sent, and Cancel. Leaving the dialog aborts it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTarget } from '../chat-target';
import { uploadFiles, type SentFileMessage, type Upload } from './api/upload-files';

export type UploadPhase = 'idle' | 'uploading' | 'processing';

export function useFileUpload(target: ChatTarget) {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const current = useRef<Upload | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  /** Sends the files; rejects with an UploadFailure (its kind 'aborted' after Cancel). */
  const send = useCallback(
    async (files: readonly File[], caption: string, clientId: string): Promise<SentFileMessage> => {
      setPercent(0);
      setPhase('uploading');
      const upload = uploadFiles(target, files, {
        caption,
        clientId,
        onProgress: (fraction) => {
          // Whole percents: no re-render for every few kilobytes.
          setPercent(Math.min(100, Math.floor(fraction * 100)));
          // Every byte has left: the server now checks and stores the files.
          if (fraction >= 1) setPhase('processing');
        },
      });
      current.current = upload;
      try {
        return await upload.done;
      } finally {
        if (current.current === upload) current.current = null;
        setPhase('idle');
      }
    },
    [target],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { phase, percent, busy: phase !== 'idle', send, cancel };
}
