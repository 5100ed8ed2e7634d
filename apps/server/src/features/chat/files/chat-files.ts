// Removing the bytes of attachments from private storage (docs/product/chat.md: files of a cleared
// conversation, a deleted message or a deleted account are removed from disk). Called after
// the rows are gone and the write committed; a file that will not go is left for the sweep
// (chat-cleanup.ts), the caller's work goes on.
import type { Services } from '../../../services.js';
import { removeStoredFiles as removeFromStorage } from '../../../services/uploads/remove-stored-files.js';

export async function removeStoredFiles(services: Services, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await removeFromStorage(services.storage, keys);
}
