// POST /api/chat/conversations/{id}/files or /api/chat/rooms/{id}/files (docs/product/chat.md):
// multipart with the repeated field `files`, an optional caption `message` and a `client_id`
// (docs/product/chat.md: a retried send with the same client_id returns the first message instead of
// making a second). XMLHttpRequest rather than fetch, because only it reports upload progress.
// No time-out: a large file on a slow line takes as long as it takes, and Cancel aborts it.
import { CHAT_MESSAGES, SERVER_ERRORS, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { refreshSession } from '../../../../lib/refresh-session';
import { getSession } from '../../../../lib/session';
import { targetPath, type ChatTarget } from '../../chat-target';

const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '';

export type SentFileMessage = DirectMessage | RoomMessage;

/** Why an upload did not end in a message: the text to show, or nothing when it was cancelled. */
export class UploadFailure extends Error {
  constructor(
    readonly kind: 'refused' | 'network' | 'aborted',
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export interface UploadOptions {
  caption?: string;
  clientId: string;
  /** Called as the bytes leave: 0 to 1 of the request body. */
  onProgress(fraction: number): void;
}

export interface Upload {
  done: Promise<SentFileMessage>;
  abort(): void;
}

function serverError(xhr: XMLHttpRequest): string | undefined {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

export function uploadFiles(target: ChatTarget, files: readonly File[], options: UploadOptions): Upload {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  if (options.caption?.trim()) form.append('message', options.caption);
  form.append('client_id', options.clientId);

  const xhr = new XMLHttpRequest();
  const token = getSession().token;
  const done = new Promise<SentFileMessage>((resolve, reject) => {
    xhr.open('POST', `${API_URL}${targetPath(target)}/files`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { message: SentFileMessage }).message);
        } catch {
          reject(new UploadFailure('refused', CHAT_MESSAGES.filesFailed, xhr.status));
        }
        return;
      }
      const error = serverError(xhr);
      // The same rules as lib/http.ts for the stored token: re-reading the profile signs out on
      // a 401 and marks a disabled account, through the one client that knows how.
      const aboutStoredToken = Boolean(token) && getSession().token === token;
      if (aboutStoredToken && (xhr.status === 401 || (xhr.status === 403 && error === SERVER_ERRORS.accountDisabled))) {
        void refreshSession();
      }
      // docs/product/chat.md: 'Failed to send files', the server's text preferred (a quota or a
      // refused file's own message).
      reject(new UploadFailure('refused', error ?? CHAT_MESSAGES.filesFailed, xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailure('network', CHAT_MESSAGES.uploadFailed));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new UploadFailure('aborted', ''));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
