// Guarded routes re-read the profile (GET /api/auth/profile) so a ban, role change or
// deletion shows at once (docs/product/accounts-and-sessions.md, docs/product/screens.md). http.ts does the sign-out on 401 and marks
// the user disabled on 403 'Account disabled'; here we store the fresh user.
import type { PublicUser } from '@clanhall/shared';
import { ApiError, http } from './http';
import { getSession, isAuthenticated, updateUser } from './session';

/** confirmed: fresh user stored; refused: 401/403, already handled by http.ts; failed: other error. */
export type RefreshResult = 'confirmed' | 'refused' | 'failed';

let inFlight: Promise<RefreshResult> | null = null;
// The guard and the page it shows both ask on the same navigation (the dashboard acts on a
// failure): one answer per navigation, so the profile is read once.
let lastNavigation: { key: string; result: Promise<RefreshResult> } | null = null;

/** Re-reads the profile; calls with the same `navigationKey` (location.key) share one answer. */
export function refreshSession(navigationKey?: string): Promise<RefreshResult> {
  if (!isAuthenticated(getSession())) return Promise.resolve('refused');
  if (navigationKey !== undefined && lastNavigation?.key === navigationKey) return lastNavigation.result;
  inFlight ??= http
    .get<{ user: PublicUser }>('/api/auth/profile')
    .then(({ user }) => {
      if (isAuthenticated(getSession())) updateUser(user, true);
      return 'confirmed' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 'refused' as const;
      // 401 and 403 were handled by http.ts. Anything else (offline, 5xx): keep the stored
      // user rather than lock a member out of a page because of a network hiccup.
      const { user, verified } = getSession();
      if (user && !verified) updateUser(user, true);
      return 'failed' as const;
    })
    .finally(() => {
      inFlight = null;
    });
  if (navigationKey !== undefined) lastNavigation = { key: navigationKey, result: inFlight };
  return inFlight;
}
