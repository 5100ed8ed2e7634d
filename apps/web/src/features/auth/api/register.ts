import type { PublicUser } from '@clanhall/shared';
import { http } from '../../../lib/http';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

/** member-site.md §5: role is sent as user (the server forces it anyway, platform.md §3). */
export function register(input: RegisterInput) {
  return http.post<{ success: boolean; user: PublicUser }>('/api/auth/register', { ...input, role: 'user' }, { anonymous: true });
}
