// Signed, expiring URLs for private files (chat attachments): whoever may read the message
// gets a URL that works for a while and names the file's type and download name; nobody can
// make one up or stretch its expiry. The key is derived from the token secret (HKDF), so
// processes sharing JWT_SECRET or DATA_DIR agree without another setting.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.js';

export const PRIVATE_FILE_PREFIX = '/api/files/';

export interface SignedFile {
  key: string;
  contentType: string;
  /** The name a download is saved under. */
  filename: string;
  /** attachment (download) or inline (shown by the browser: images, audio, video). */
  disposition: 'attachment' | 'inline';
}

export interface SignedUrls {
  sign(file: SignedFile, ttlMs?: number): string;
  /** The file a URL's path and query name, or null when forged, altered or expired. */
  verify(key: string, query: Record<string, unknown>): SignedFile | null;
}

const DEFAULT_TTL_MS = 60 * 60 * 1000;

export function createSignedUrls(secret: string, clock: Clock): SignedUrls {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'clanhall private file urls', 32));
  const mac = (parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

  return {
    sign(file, ttlMs = DEFAULT_TTL_MS) {
      const exp = String(Math.floor((clock.nowMs() + ttlMs) / 1000));
      const d = file.disposition === 'inline' ? 'i' : 'a';
      const sig = mac([file.key, exp, file.contentType, file.filename, d]);
      const query = new URLSearchParams({ exp, t: file.contentType, n: file.filename, d, sig });
      return `${PRIVATE_FILE_PREFIX}${file.key}?${query.toString()}`;
    },
    verify(fileKey, query) {
      const { exp, t, n, d, sig } = query;
      if (![exp, t, n, d, sig].every((v) => typeof v === 'string')) return null;
      const [e, type, name, disp, signature] = [exp, t, n, d, sig] as [string, string, string, string, string];
      if (!/^\d{1,12}$/.test(e) || Number(e) * 1000 <= clock.nowMs()) return null;
      if (disp !== 'a' && disp !== 'i') return null;
      const expected = Buffer.from(mac([fileKey, e, type, name, disp]));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { key: fileKey, contentType: type, filename: name, disposition: disp === 'i' ? 'inline' : 'attachment' };
    },
  };
}
