// The shapes a user row is shown in, for every feature that answers accounts (accounts, the
// admin dashboard's Recent Users). Responses are also filtered by their shared schema, so a
// hash could never leave even if it were added here by mistake; the rows taken here lack it.
import type { Selectable } from 'kysely';
import type { AdminUser, PublicUser } from '@clanhall/shared';
import type { UsersTable } from '../db/schema.js';

/** The columns an account is shown with: never the password hash or the token version. */
export type ShownUserRow = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'avatar_url' | 'role' | 'status' | 'created_at' | 'updated_at'
>;

export function toPublicUser(row: ShownUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar_url: row.avatar_url,
    role: row.role,
    status: row.status,
    created_at: row.created_at,
  };
}

export function toAdminUser(row: ShownUserRow): AdminUser {
  // docs/product/content.md: the admin calls name the picture profile_image_url.
  return { ...toPublicUser(row), profile_image_url: row.avatar_url, updated_at: row.updated_at };
}
