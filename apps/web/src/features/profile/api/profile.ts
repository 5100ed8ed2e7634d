// The profile calls (member-site.md §7, platform.md §3).
import type { PublicUser, UpdateProfileBody } from '@clanhall/shared';
import { http } from '../../../lib/http';

export const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: async () => (await http.get<{ user: PublicUser }>('/api/auth/profile')).user,
  staleTime: 0,
};

export async function updateProfile(body: UpdateProfileBody): Promise<PublicUser> {
  return (await http.put<{ user: PublicUser }>('/api/auth/profile', body)).user;
}

/** A password change signs out other sessions; the answer carries this session's new token. */
export function changePassword(currentPassword: string, newPassword: string) {
  return http.post<{ success: boolean; message: string; token: string }>('/api/auth/change-password', {
    currentPassword,
    newPassword,
  });
}
