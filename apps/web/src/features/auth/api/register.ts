import type { PublicUser } from '@clanhall/shared';
import { http } from '../../../lib/http';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  /** The invitation link's token (docs/product/membership.md#invitations): the account is a member. */
  invitation?: string;
}

/**
 * docs/product/accounts-and-sessions.md: role is sent as user (the server forces it anyway, docs/product/accounts-and-sessions.md);
 * through an invitation the server makes the account a member.
 */
export function register(input: RegisterInput) {
  return http.post<{ success: boolean; user: PublicUser }>('/api/auth/register', { ...input, role: 'user' }, { anonymous: true });
}
