import type { QueryClient } from '@tanstack/react-query';

export const adminUsersKey = ['admin', 'users'] as const;

/** After any change: the back-office list, and the signed-in profile in case it was the admin's own. */
export function refreshUsers(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminUsersKey });
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
}
