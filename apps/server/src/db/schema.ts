// Table types for Kysely. Timestamps are ISO 8601 text and flags are 0/1 integers on both
// SQLite and PostgreSQL so that one query code path serves both (docs/decisions/002).
import type { Generated } from 'kysely';
import type { PostStatus, Role, UserStatus } from '@clanhall/shared';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  role: Role;
  status: UserStatus;
  /**
   * Raised by a password change only (the user's own or one an administrator sets): older
   * tokens stop working. Bans and role changes act through the per-request re-read of the row
   * instead (docs/decisions/003).
   */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** 'user:<lower username>' or 'ip:<address>' */
  bucket: string;
  created_at: string;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  content: string;
  image_url: string | null;
  tags: string;
  status: PostStatus;
  author_id: number | null;
  author_name: string;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  reason: string;
  message: string;
  ip: string | null;
  is_read: Generated<number>;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  settings: SettingsTable;
  login_failures: LoginFailuresTable;
  blog_posts: BlogPostsTable;
  contact_messages: ContactMessagesTable;
}
