import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MEMBERSHIP_ERRORS } from '../messages-membership.js';
import { imageInput, optionalText } from './common.js';
import { emailSchema, passwordSchema, publicUser, usernameSchema } from './users.js';

export const loginBody = z.object({
  username: z
    .string({ message: 'Username is required' })
    .trim()
    .min(1, { message: 'Username is required' })
    .max(LIMITS.emailMax, { message: 'Username is too long' }),
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(LIMITS.passwordMax, { message: 'Password is too long' }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), user: publicUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * docs/product/accounts-and-sessions.md: role in the body is ignored; registration creates role
 * user, or role member through an invitation (docs/product/membership.md#invitations): `invitation`
 * is the token of the mailed link, and the email must be the invited one.
 */
export const registerBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  invitation: z
    .string({ message: MEMBERSHIP_ERRORS.invitationInvalid })
    .trim()
    .min(1, { message: MEMBERSHIP_ERRORS.invitationInvalid })
    .max(200, { message: MEMBERSHIP_ERRORS.invitationInvalid })
    .optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResponse = z.object({ success: z.literal(true), user: publicUser });

/**
 * PUT /api/auth/profile: username and role are never changed here. A new email needs
 * current_password (docs/product/accounts-and-sessions.md); without an email change it is not asked for.
 */
export const updateProfileBody = z.object({
  email: emailSchema.optional(),
  current_password: z.string().max(LIMITS.passwordMax, { message: 'Current password is too long' }).optional(),
  first_name: optionalText(LIMITS.nameMax),
  last_name: optionalText(LIMITS.nameMax),
  avatar_url: imageInput,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, { message: 'Current password is required' })
    .max(LIMITS.passwordMax),
  newPassword: z
    .string({ message: 'New password is required' })
    .min(LIMITS.passwordMin, { message: `New password must be at least ${LIMITS.passwordMin} characters.` })
    .max(LIMITS.passwordMax, { message: 'New password is too long' }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A password change signs out other sessions, so the caller gets a fresh token. */
export const changePasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

/** POST /api/auth/logout and /api/auth/logout-all (docs/product/accounts-and-sessions.md). */
export const logoutResponse = z.object({ success: z.literal(true) });

// Re-exported so forms can validate a single field with the server's own rule.
export { emailSchema, passwordSchema, usernameSchema };
