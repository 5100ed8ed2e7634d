// Removing uploaded files from the private area: a refused upload's files (receive-uploads.ts),
// and the chat's clean-ups (a cleared conversation or room, a deleted message or attachment, a
// deleted account). A file already gone is not an error; a removal that fails is left to
// whoever sweeps the folder, the caller's work goes on.
import type { FileStorage } from '../file-storage.js';

/** Removals at once: a deleted account may have thousands of files on a shared disk. */
const AT_ONCE = 8;

/** Removes the files; resolves with how many were removed. Never rejects. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < keys.length; start += AT_ONCE) {
    const results = await Promise.all(
      keys.slice(start, start + AT_ONCE).map((key) => storage.remove('private', key).catch(() => false)),
    );
    removed += results.filter(Boolean).length;
  }
  return removed;
}
