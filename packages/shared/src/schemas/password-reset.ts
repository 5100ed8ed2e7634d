// Beyond the documents (platform.md §3): 'Forgot password?' and the reset it mails.
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { emailSchema } from './users.js';

/** POST /api/auth/forgot-password */
export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The same answer whether or not the address belongs to an account. */
export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordBody = z.object({
  token: z
    .string({ message: 'Reset token is required' })
    .trim()
    .min(1, { message: 'Reset token is required' })
    .max(200, { message: 'Reset token is too long' }),
  newPassword: z
    .string({ message: 'New password is required' })
    .min(LIMITS.passwordMin, { message: `New password must be at least ${LIMITS.passwordMin} characters.` })
    .max(LIMITS.passwordMax, { message: 'New password is too long' }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
