// Blog rules (platform.md §4, back-office.md §3-§4): the public sees published posts only (a
// draft is 404), the author is the signed-in administrator, image data URLs become stored files.
import type { Kysely } from 'kysely';
import { SERVER_ERRORS, type BlogPost, type PostStatus, type SavePostBody, type UpdatePostBody } from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import type { ImageStore } from '../../lib/image-store.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { countPosts, deletePost, findPostById, insertPost, listPosts, updatePost, type PostRow } from './blog.repository.js';

export interface BlogDeps {
  db: Kysely<Database>;
  images: ImageStore;
}

export interface PostAuthor {
  id: number;
  username: string;
}

type Page = { limit: number; offset: number };

export function toPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    image_url: row.image_url,
    tags: row.tags,
    status: row.status,
    author_name: row.author_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
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

export async function listPublishedPosts(deps: BlogDeps, page: Page) {
  const [rows, total] = await Promise.all([listPosts(deps.db, page, 'published'), countPosts(deps.db, 'published')]);
  return { posts: rows.map(toPost), total };
}

export async function getPublishedPost(deps: BlogDeps, id: number): Promise<BlogPost> {
  const row = await findPostById(deps.db, id);
  // A draft does not exist for the public (platform.md §4).
  if (!row || row.status !== 'published') throw notFound(SERVER_ERRORS.postNotFound);
  return toPost(row);
}

export async function listAllPosts(deps: BlogDeps, page: Page) {
  const [rows, total] = await Promise.all([listPosts(deps.db, page), countPosts(deps.db)]);
  return { posts: rows.map(toPost), total };
}

export async function createPost(deps: BlogDeps, author: PostAuthor, body: SavePostBody): Promise<BlogPost> {
  const now = nowIso();
  const row = await insertPost(deps.db, {
    title: body.title,
    content: body.content,
    image_url: await deps.images.resolve(body.image_url, 'image_url'),
    tags: normaliseTags(body.tags),
    status: body.status,
    author_id: author.id,
    author_name: author.username,
    created_at: now,
    updated_at: now,
  });
  return toPost(row);
}

/** Keeps the original author; a missing status or image_url keeps the stored value. */
export async function editPost(deps: BlogDeps, id: number, body: UpdatePostBody): Promise<BlogPost> {
  const row = await updatePost(deps.db, id, {
    title: body.title,
    content: body.content,
    ...(body.image_url !== undefined ? { image_url: await deps.images.resolve(body.image_url, 'image_url') } : {}),
    ...(body.tags !== undefined ? { tags: normaliseTags(body.tags) } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    updated_at: nowIso(),
  });
  if (!row) throw notFound(SERVER_ERRORS.postNotFound);
  return toPost(row);
}

export async function setPostStatus(deps: BlogDeps, id: number, status: PostStatus): Promise<BlogPost> {
  const row = await updatePost(deps.db, id, { status, updated_at: nowIso() });
  if (!row) throw notFound(SERVER_ERRORS.postNotFound);
  return toPost(row);
}

export async function removePost(deps: BlogDeps, id: number): Promise<void> {
  if (!(await deletePost(deps.db, id))) throw notFound(SERVER_ERRORS.postNotFound);
}
