// Kysely queries on blog_posts. Lists are newest first, with id breaking ties so paging is stable.
import { PostgresAdapter, sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { PostStatus } from '@clanhall/shared';
import type { BlogPostsTable, Database } from '../../db/schema.js';

export type PostRow = Selectable<BlogPostsTable>;

export function listPosts(db: Kysely<Database>, page: { limit: number; offset: number }, status?: PostStatus) {
  let query = db.selectFrom('blog_posts').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countPosts(db: Kysely<Database>, status?: PostStatus): Promise<number> {
  let query = db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPostById(db: Kysely<Database>, id: number) {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPost(db: Kysely<Database>, values: Insertable<BlogPostsTable>): Promise<PostRow> {
  return db.insertInto('blog_posts').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Holds off every other writer of blog_posts until the transaction ends, so a check followed by
 * inserts still holds when they land. PostgreSQL: a table lock that readers do not wait for.
 * SQLite: the database's write lock, taken now rather than at the first insert.
 */
export async function lockPostsForWriting(trx: Transaction<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table blog_posts in exclusive mode`.execute(trx);
  } else {
    await trx
      .updateTable('blog_posts')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', -1)
      .execute();
  }
}

export function updatePost(db: Kysely<Database>, id: number, values: Updateable<BlogPostsTable>) {
  return db.updateTable('blog_posts').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePost(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
