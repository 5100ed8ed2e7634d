// The shapes a user row is shown in. Responses are also filtered by their shared schema, so a
// hash could never leave even if it were added here by mistake.
import type { AdminUser, PublicUser } from '@clanhall/shared';
import type { UserRow } from './users.repository.js';

export function toPublicUser(row: UserRow): PublicUser {
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

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toPublicUser(row), profile_image_url: row.avatar_url, updated_at: row.updated_at };
}
