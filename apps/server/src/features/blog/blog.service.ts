// Blog rules (docs/product/content.md, docs/product/back-office.md): the public sees published posts only (a
// draft is 404), the author is the signed-in administrator, image data URLs become stored
// files. A members post's content goes to members and administrators only; everyone else reads
// its excerpt, the card's first characters, as its teaser (docs/product/membership.md). Every write announces 'post.written', which refreshes the public caches, and is
// written to the audit log in the same transaction (docs/product/back-office.md, docs/decisions/013).
import {
  AUDIT_SUMMARIES,
  SERVER_ERRORS,
  UI,
  excerpt,
  idParams,
  parsePostCursor,
  postCursor,
  type BlogPost,
  type PostCard,
  type PublicBlogPost,
  type PostStatus,
  type SavePostBody,
  type UpdatePostBody,
} from '@clanhall/shared';
import { writeTransaction } from '../../db/write-transaction.js';
import { notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import { isPublicPost, readsWhole, type Audience } from './blog.policy.js';
import { countPosts, deletePost, findPostById, insertPost, listPosts, updatePost, type PostRow } from './blog.repository.js';

/** The signed-in administrator writing: the author of a new post, the actor of every change. */
export type PostAuthor = AuditActor;

type Page = { limit: number; offset: number };

export function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    image_url: row.image_url,
    tags: row.tags,
    status: row.status,
    visibility: row.visibility,
    author_name: row.author_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A published post as the audience may read it: a members post's content only for members. */
export function toPublicPost(row: PostRow, audience: Audience): PublicBlogPost {
  return {
    ...toPost(row),
    content: readsWhole(row, audience) ? row.content : null,
    excerpt: excerpt(row.content, UI.blogCardExcerpt),
  };
}

function toCard(row: PostRow): PostCard {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.content, UI.blogCardExcerpt),
    image_url: row.image_url,
    tags: row.tags,
    visibility: row.visibility,
    author_name: row.author_name,
    created_at: row.created_at,
  };
}

/** 'celtic,  history ,,culture' → 'celtic, history, culture'; '' when there are none. */
export function normaliseTags(tags: string | null | undefined): string {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(', ');
}

export async function listPublishedPosts(services: Services, page: Page, audience: Audience) {
  const db = services.db.kysely;
  const [rows, total] = await Promise.all([listPosts(db, page, 'published'), countPosts(db, 'published')]);
  return { posts: rows.map((row) => toPublicPost(row, audience)), total };
}

/**
 * The cards of the blog and home pages: what a card shows, not the whole text. The same for
 * every reader: a members post's card shows its teaser and visibility, never more.
 */
export async function listPostCards(services: Services, page: Page & { before?: string }) {
  const db = services.db.kysely;
  const before = page.before ? parsePostCursor(page.before) : undefined;
  // One row more than asked says whether a next page exists, so a full last page has no cursor.
  const [rows, total] = await Promise.all([
    listPosts(db, { limit: page.limit + 1, offset: before ? 0 : page.offset, before }, 'published'),
    countPosts(db, 'published'),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown[shown.length - 1];
  return { posts: shown.map(toCard), total, next_cursor: last && rows.length > page.limit ? postCursor(last) : null };
}

/** Whether `cursor` names a published post's place, as next_cursor does (not a made-up time). */
export async function cursorNamesPost(services: Services, cursor: string): Promise<boolean> {
  const { id } = parsePostCursor(cursor);
  // A cursor's id may be longer than a post id can be (PostgreSQL would refuse it).
  if (!idParams.safeParse({ id }).success) return false;
  const row = await findPostById(services.db.kysely, id);
  return row !== undefined && isPublicPost(row) && postCursor(row) === cursor;
}

export async function getPublishedPost(services: Services, id: number, audience: Audience): Promise<PublicBlogPost> {
  const row = await findPostById(services.db.kysely, id);
  if (!row || !isPublicPost(row)) throw notFound(SERVER_ERRORS.postNotFound);
  return toPublicPost(row, audience);
}

export async function listAllPosts(services: Services, page: Page) {
  const db = services.db.kysely;
  const [rows, total] = await Promise.all([listPosts(db, page), countPosts(db)]);
  return { posts: rows.map(toPost), total };
}

function written(services: Services, row: PostRow): BlogPost {
  services.events.emit('post.written', { postId: row.id });
  return toPost(row);
}

export async function createPost(services: Services, author: PostAuthor, body: SavePostBody): Promise<BlogPost> {
  const now = services.clock.nowIso();
  const image = await services.images.resolve(body.image_url, 'image_url', { actorId: author.id });
  try {
    const row = await writeTransaction(services.db, async (trx) => {
      const inserted = await insertPost(trx, {
        title: body.title,
        content: body.content,
        image_url: image,
        tags: normaliseTags(body.tags),
        status: body.status,
        visibility: body.visibility,
        author_id: author.id,
        author_name: author.username,
        created_at: now,
        updated_at: now,
      });
      await services.auditLog.record(
        {
          actor: author,
          action: 'post.created',
          target: { type: 'post', id: inserted.id },
          summary: AUDIT_SUMMARIES.postCreated(inserted.title, inserted.status),
        },
        trx,
      );
      return inserted;
    });
    return written(services, row);
  } finally {
    services.images.settle([image]);
  }
}

/** Keeps the original author; a missing status or image_url keeps the stored value. */
export async function editPost(services: Services, editor: PostAuthor, id: number, body: UpdatePostBody): Promise<BlogPost> {
  const db = services.db.kysely;
  const before = await findPostById(db, id);
  if (!before) throw notFound(SERVER_ERRORS.postNotFound);
  const image = body.image_url !== undefined ? await services.images.resolve(body.image_url, 'image_url', { actorId: editor.id }) : undefined;
  const row = await writeTransaction(services.db, async (trx) => {
    const updated = await updatePost(trx, id, {
      title: body.title,
      content: body.content,
      ...(image !== undefined ? { image_url: image } : {}),
      ...(body.tags !== undefined ? { tags: normaliseTags(body.tags) } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      updated_at: services.clock.nowIso(),
    });
    if (!updated) throw notFound(SERVER_ERRORS.postNotFound);
    await services.auditLog.record(
      { actor: editor, action: 'post.updated', target: { type: 'post', id }, summary: AUDIT_SUMMARIES.postUpdated(updated.title) },
      trx,
    );
    return updated;
  }).finally(() => services.images.settle([image]));
  if (before.image_url !== row.image_url) await services.images.release([before.image_url]);
  return written(services, row);
}

export async function setPostStatus(services: Services, actor: AuditActor, id: number, status: PostStatus): Promise<BlogPost> {
  const row = await writeTransaction(services.db, async (trx) => {
    const updated = await updatePost(trx, id, { status, updated_at: services.clock.nowIso() });
    if (!updated) throw notFound(SERVER_ERRORS.postNotFound);
    await services.auditLog.record(
      { actor, action: 'post.status', target: { type: 'post', id }, summary: AUDIT_SUMMARIES.postStatus(updated.title, status) },
      trx,
    );
    return updated;
  });
  return written(services, row);
}

export async function removePost(services: Services, actor: AuditActor, id: number): Promise<void> {
  const row = await writeTransaction(services.db, async (trx) => {
    const deleted = await deletePost(trx, id);
    if (!deleted) throw notFound(SERVER_ERRORS.postNotFound);
    await services.auditLog.record(
      { actor, action: 'post.deleted', target: { type: 'post', id }, summary: AUDIT_SUMMARIES.postDeleted(deleted.title) },
      trx,
    );
    return deleted;
  });
  await services.images.release([row.image_url]);
  services.events.emit('post.written', { postId: id });
}
