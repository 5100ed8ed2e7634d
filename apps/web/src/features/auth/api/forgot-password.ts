import type { ForgotPasswordBody } from '@clanhall/shared';
import { http } from '../../../lib/http';

/** Beyond the documents (docs/product/accounts-and-sessions.md): asks for a reset link; the answer is the same for every address. */
export function forgotPassword(body: ForgotPasswordBody) {
  return http.post<{ success: true; message: string }>('/api/auth/forgot-password', body, { anonymous: true });
}
