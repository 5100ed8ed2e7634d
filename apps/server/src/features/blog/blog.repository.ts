// Kysely queries on blog_posts. Lists are newest first with id breaking ties, so paging is
// stable; the public list and its count use the (status, created_at, id) index.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PostStatus } from '@clanhall/shared';
import type { BlogPostsTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type PostRow = Selectable<BlogPostsTable>;

export interface PostPage {
  limit: number;
  offset: number;
  /** Keyset paging: only posts older than this one (by created_at, then id). */
  before?: { created_at: string; id: number };
}

export function listPosts(db: Executor, page: PostPage, status?: PostStatus) {
  let query = db.selectFrom('blog_posts').selectAll();
  if (status) query = query.where('status', '=', status);
  if (page.before) {
    const { created_at, id } = page.before;
    query = query.where((eb) => eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countPosts(db: Executor, status?: PostStatus): Promise<number> {
  let query = db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPostById(db: Executor, id: number) {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPost(db: Executor, values: Insertable<BlogPostsTable>): Promise<PostRow> {
  return db.insertInto('blog_posts').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updatePost(db: Executor, id: number, values: Updateable<BlogPostsTable>) {
  return db.updateTable('blog_posts').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deletePost(db: Executor, id: number) {
  return db.deleteFrom('blog_posts').where('id', '=', id).returningAll().executeTakeFirst();
}

/** The first administrator's name, to sign demo posts with. */
export function findFirstAdminName(db: Executor) {
  return db.selectFrom('users').select(['id', 'username']).where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst();
}
