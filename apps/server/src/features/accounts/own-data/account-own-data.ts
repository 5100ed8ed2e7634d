// The accounts' part of a member's own data (docs/product/accounts-and-sessions.md,
// services/own-data.ts): account.json, the profile exactly as GET /api/auth/profile answers it, and
// the profile picture when it is stored on this site (a picture given by its address elsewhere is
// named in account.json only).
import { EXPORT_FILES } from '@clanhall/shared';
import { jsonText } from '../../../lib/json-text.js';
import { toPublicUser } from '../../../lib/user-view.js';
import { storedImageKey } from '../../../services/images/image-store.js';
import type { OwnDataPart } from '../../../services/own-data.js';

export const accountOwnData: OwnDataPart = {
  async *documents(_services, user) {
    yield { name: EXPORT_FILES.account, content: jsonText({ user: toPublicUser(user) }), modifiedAt: new Date(user.updated_at) };
  },

  async *files(services, user) {
    const key = user.avatar_url ? storedImageKey(user.avatar_url) : null;
    const stored = key ? await services.storage.stat('public', key).catch(() => null) : null;
    if (!key || !stored) return;
    yield {
      name: EXPORT_FILES.profilePicture(key.slice(key.lastIndexOf('.') + 1)),
      content: () => services.storage.read('public', key),
      // Stored images are re-encoded JPEG, PNG, GIF or WebP: compressed already.
      store: true,
      size: stored.size,
      modifiedAt: new Date(stored.modifiedMs),
    };
  },
};
