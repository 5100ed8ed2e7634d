import type { ResetPasswordBody } from '@clanhall/shared';
import { http } from '../../../lib/http';

/** Sets a new password with the token of a mailed link (docs/product/accounts-and-sessions.md). */
export function resetPassword(body: ResetPasswordBody) {
  return http.post<{ success: true; message: string }>('/api/auth/reset-password', body, { anonymous: true });
}
