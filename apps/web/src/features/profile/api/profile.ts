// The profile calls (docs/product/accounts-and-sessions.md).
import { queryOptions } from '@tanstack/react-query';
import type { PublicUser, UpdateProfileBody } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { profileKeys } from './keys';

export const profileQuery = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: async () => (await http.get<{ user: PublicUser }>('/api/auth/profile')).user,
  staleTime: 0,
  // The signed-in account is one of the users: an administrator's change to users refreshes it.
  meta: { topics: ['profile', 'users'] },
});

export async function updateProfile(body: UpdateProfileBody): Promise<PublicUser> {
  return (await http.put<{ user: PublicUser }>('/api/auth/profile', body)).user;
}

/**
 * A password change ends every session of the account; the answer carries this session's new
 * token, which the HTTP client stores before this settles (lib/http.ts, replacesToken).
 */
export function changePassword(currentPassword: string, newPassword: string) {
  return http.post<{ success: boolean; message: string; token: string }>(
    '/api/auth/change-password',
    { currentPassword, newPassword },
    { replacesToken: true },
  );
}
