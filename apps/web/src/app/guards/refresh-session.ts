// Guarded routes re-read the profile (GET /api/auth/profile) so a ban, role change or
// deletion shows at once (platform.md §3, §8). http.ts does the sign-out on 401 and marks
// the user disabled on 403 'Account disabled'; here we store the fresh user.
import type { PublicUser } from '@clanhall/shared';
import { http } from '../../lib/http';
import { getSession, isAuthenticated, updateUser } from '../../lib/session';

let inFlight: Promise<void> | null = null;

export function refreshSession(): Promise<void> {
  if (!isAuthenticated(getSession())) return Promise.resolve();
  inFlight ??= http
    .get<{ user: PublicUser }>('/api/auth/profile')
    .then(({ user }) => {
      if (isAuthenticated(getSession())) updateUser(user, true);
    })
    .catch(() => {
      // 401 and 403 were handled by http.ts. Anything else (offline, 5xx): keep the stored
      // user rather than lock a member out of a page because of a network hiccup.
      const { user, verified } = getSession();
      if (user && !verified) updateUser(user, true);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
