// Beyond the documents (docs/product/accounts-and-sessions.md): 'Forgot password?' and the reset it mails.
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

/** What 'Forgot password?' needs besides itself: a mail server, and the site's own address. */
export const PASSWORD_RESET_NEEDS = ['smtp', 'site_address'] as const;
export type PasswordResetNeed = (typeof PASSWORD_RESET_NEEDS)[number];

/** GET /api/auth/password-reset (public): whether the login screen offers 'Forgot password?'. */
export const passwordResetOffer = z.object({ available: z.boolean() });
export type PasswordResetOffer = z.infer<typeof passwordResetOffer>;

/**
 * GET /api/admin/password-reset: for the back office, what is missing (none when available)
 * and where mailed links point: PUBLIC_URL when the server sets it, else the saved Site address.
 */
export const passwordResetSetup = z.object({
  available: z.boolean(),
  missing: z.array(z.enum(PASSWORD_RESET_NEEDS)),
  link_base: z.string().nullable(),
  link_base_from: z.enum(['public_url', 'site_url']).nullable(),
});
export type PasswordResetSetup = z.infer<typeof passwordResetSetup>;
