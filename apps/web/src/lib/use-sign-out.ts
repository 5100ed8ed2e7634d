// Signing out in the browser (docs/product/screens.md header and dashboard). The move away is
// rendered synchronously first (flushSync): otherwise the guarded page would still be on screen
// when the session ends and its guard would send the visitor to /login instead.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endServerSession } from './end-server-session';
import { clearAccountQueries } from './query-client';
import { getSession, signOut } from './session';

/** Clears this browser's session and its account data, landing on `to`. */
export function useLocalSignOut(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      void navigate(to, { flushSync: true });
      signOut();
      clearAccountQueries();
    },
    [navigate],
  );
}

/** Logout: clear the session and go to /, telling the server in the background (docs/product/accounts-and-sessions.md). */
export function useSignOut(): () => void {
  const signOutLocally = useLocalSignOut();
  return useCallback(() => {
    const { token } = getSession();
    signOutLocally('/');
    if (token) endServerSession(token);
  }, [signOutLocally]);
}
