// Where an upload is kept in the private area (docs/decisions/009): a random name under its
// feature's folder and the month, with the extension of its (checked) type. The name the user
// gave is never part of a path.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';

/** e.g. 'chat/2026/01/3f9c…e1.pdf' (a valid storage key: plain lower-case names only). */
export function newStorageKey(folder: string, extension: string, clock: Clock): string {
  const now = clock.now();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}
