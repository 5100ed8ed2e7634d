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
   * Raised by a password change, 'Sign out everywhere' and a ban or disable: every token
   * issued before stops working, so lifting a ban does not revive them (docs/decisions/003).
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

/** A signed-in session; its id is in the token, so logout ends it on the server. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** One counted event of a rate limit (services/rate-limits.ts names the buckets). */
export interface RateLimitHitsTable {
  id: Generated<number>;
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
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  blog_posts: BlogPostsTable;
  contact_messages: ContactMessagesTable;
}
