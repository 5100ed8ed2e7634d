import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession, type SessionState } from '../../lib/session';
import { refreshSession } from '../../lib/refresh-session';

/**
 * The session for a guarded route. The profile is re-read on the first guarded page of a
 * page load (the spinner shows until it answers) and again on every guarded navigation, in
 * the background, so a member banned meanwhile is cut off on their next click.
 */
export function useGuardedSession(): SessionState {
  const session = useSession();
  const { key } = useLocation();
  const signedIn = Boolean(session.token && session.user);
  useEffect(() => {
    if (signedIn) void refreshSession(key);
  }, [key, signedIn]);
  return session;
}
