// POST /api/auth/logout-all (docs/product/accounts-and-sessions.md, 'Sign out everywhere'): ends every session of the
// account on the server, this one included.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export function signOutEverywhere(): Promise<{ success: true }> {
  return http.post('/api/auth/logout-all');
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
