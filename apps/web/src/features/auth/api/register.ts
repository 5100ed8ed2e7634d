import type { PublicUser } from '@clanhall/shared';
import { http } from '../../../lib/http';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

/** docs/product/accounts-and-sessions.md: role is sent as user (the server forces it anyway, docs/product/accounts-and-sessions.md). */
export function register(input: RegisterInput) {
  return http.post<{ success: boolean; user: PublicUser }>('/api/auth/register', { ...input, role: 'user' }, { anonymous: true });
}
