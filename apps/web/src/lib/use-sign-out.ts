// Logout (member-site.md §2 header and dashboard): clear the session and go to /. The move
// to / is rendered synchronously first (flushSync): otherwise the guarded page would still be
// on screen when the session ends and its guard would send the visitor to /login instead.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAccountQueries } from './query-client';
import { signOut } from './session';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate('/', { flushSync: true });
    signOut();
    clearAccountQueries();
  }, [navigate]);
}
