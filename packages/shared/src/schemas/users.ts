import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, ROLES, USER_STATUSES } from '../constants.js';
import { beforeIdParam, imageInput, isoDate, limitParam, optionalText, searchParam } from './common.js';

export const roleSchema = z.enum(ROLES, { message: 'Role must be admin, member or user' });
export const userStatusSchema = z.enum(USER_STATUSES, {
  message: 'Status must be active, banned or disabled',
});

const USERNAME_LENGTH = `Username must be ${LIMITS.usernameMin}-${LIMITS.usernameMax} characters`;

export const usernameSchema = z
  .string({ message: 'Username is required' })
  .trim()
  .min(LIMITS.usernameMin, { message: USERNAME_LENGTH })
  .max(LIMITS.usernameMax, { message: USERNAME_LENGTH })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    message: 'Username may contain only letters, digits, underscore, dot and hyphen',
  });

export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(LIMITS.emailMax, { message: 'Email is too long' })
  .regex(EMAIL_PATTERN, { message: 'Please enter a valid email address' });

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(LIMITS.passwordMin, { message: `Password must be at least ${LIMITS.passwordMin} characters` })
  .max(LIMITS.passwordMax, { message: 'Password is too long' });

/** The user as the member calls see it (docs/product/accounts-and-sessions.md). Never a password or hash. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  created_at: isoDate,
});
export type PublicUser = z.infer<typeof publicUser>;

/** The admin calls name the same picture profile_image_url (docs/product/content.md). */
export const adminUser = publicUser.extend({
  profile_image_url: z.string().nullable(),
  updated_at: isoDate,
});
export type AdminUser = z.infer<typeof adminUser>;

export const userResponse = z.object({ user: publicUser });
export const adminUserResponse = z.object({ user: adminUser });
/**
 * GET /api/admin/users: newest first, a page at a time (`before` the answer's `next_cursor`),
 * narrowed to usernames or emails starting with `q`.
 */
export const adminUsersQuery = z.object({
  limit: limitParam(LIMITS.adminPageMax, LIMITS.adminListPageDefault),
  before: beforeIdParam,
  q: searchParam,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** The User Management tiles (docs/product/back-office.md), counted over every account by the server. */
export const adminUserCounts = z.object({
  total: z.number().int(),
  active: z.number().int(),
  admins: z.number().int(),
  banned: z.number().int(),
});
export type AdminUserCounts = z.infer<typeof adminUserCounts>;

export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  /** Every account (the same as counts.total). */
  total: z.number().int(),
  counts: adminUserCounts,
  next_cursor: z.number().int().nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

const nameField = optionalText(LIMITS.nameMax);

export const adminCreateUserBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  first_name: nameField,
  last_name: nameField,
  profile_image_url: imageInput,
  role: roleSchema.default('member'),
  status: userStatusSchema.default('active'),
});
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBody>;

/** docs/product/back-office.md: a blank password on edit keeps the current one. */
export const adminUpdateUserBody = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).nullish(),
  first_name: nameField,
  last_name: nameField,
  profile_image_url: imageInput,
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
});
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

export const adminUserStatusBody = z.object({ status: userStatusSchema });
export type AdminUserStatusBody = z.infer<typeof adminUserStatusBody>;
