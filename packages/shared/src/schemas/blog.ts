import { z } from 'zod';
import { LIMITS, POST_STATUSES, POST_VISIBILITIES } from '../constants.js';
import { imageInput, isoDate, pageQuery } from './common.js';

/** A place in the newest-first list: the created_at and id of the last post already shown. */
const POST_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z~\d{1,10}$/;

/** GET /api/blog/cards: limit and offset, or `before` (a cursor) for paging at any depth. */
export const postCardsQuery = pageQuery.extend({
  before: z.string().regex(POST_CURSOR, { message: 'before must be a cursor from next_cursor' }).optional(),
});
export type PostCardsQuery = z.infer<typeof postCardsQuery>;

export const postCursor = (post: { created_at: string; id: number }) => `${post.created_at}~${post.id}`;
export function parsePostCursor(cursor: string): { created_at: string; id: number } {
  const [created_at = '', id = '0'] = cursor.split('~');
  return { created_at, id: Number(id) };
}

export const postStatusSchema = z.enum(POST_STATUSES, { message: 'Status must be published or draft' });
/** docs/product/membership.md: `members` posts are read whole by members and administrators only. */
export const postVisibilitySchema = z.enum(POST_VISIBILITIES, { message: 'Visibility must be public or members' });

export const blogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  tags: z.string(),
  status: postStatusSchema,
  visibility: postVisibilitySchema,
  author_name: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
});
/** A post whole, as the back office reads and writes it. */
export type BlogPost = z.infer<typeof blogPost>;

/**
 * A post as the public calls answer it (docs/product/membership.md#members-only-posts): a
 * members post's `content` is null for guests and role `user`, who read its `excerpt` (the
 * first UI.blogCardExcerpt characters, the card's excerpt) as its teaser.
 */
export const publicBlogPost = blogPost.extend({
  content: z.string().nullable(),
  excerpt: z.string(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;

export const postsResponse = z.object({ posts: z.array(publicBlogPost), total: z.number().int() });
export const postResponse = z.object({ post: publicBlogPost });
export const adminPostsResponse = z.object({ posts: z.array(blogPost), total: z.number().int() });
export const adminPostResponse = z.object({ post: blogPost });

/**
 * GET /api/blog/cards: what a post card shows (docs/product/content.md: image, title, the first 120
 * characters of content, date, first tag). The blog and home pages read these instead of whole
 * posts, so a page does not carry every post's full text.
 */
export const postCard = blogPost.pick({ id: true, title: true, image_url: true, tags: true, visibility: true, author_name: true, created_at: true }).extend({
  /** The first UI.blogCardExcerpt characters of the content, with '…' when cut. */
  excerpt: z.string(),
});
export type PostCard = z.infer<typeof postCard>;
export const postCardsResponse = z.object({
  posts: z.array(postCard),
  total: z.number().int(),
  /** Pass as `before` for the next page; null after the last one. */
  next_cursor: z.string().nullable(),
});
export type PostCardsResponse = z.infer<typeof postCardsResponse>;

export const savePostBody = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, { message: 'Title is required' })
    .max(LIMITS.postTitleMax, { message: `Title must be at most ${LIMITS.postTitleMax} characters` }),
  content: z
    .string({ message: 'Content is required' })
    .trim()
    .min(1, { message: 'Content is required' })
    .max(LIMITS.postContentMax, { message: 'Content is too long' }),
  image_url: imageInput,
  // Comma-separated text; a list of tags is accepted too and joined.
  tags: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.map(String).join(', ') : value),
      z
        .string()
        .trim()
        .max(LIMITS.tagsMax, { message: `Tags must be at most ${LIMITS.tagsMax} characters` })
        .nullish(),
    )
    .optional(),
  /** docs/product/back-office.md: new posts default to published. */
  status: postStatusSchema.default('published'),
  /** docs/product/membership.md: new posts default to public. */
  visibility: postVisibilitySchema.default('public'),
});
export type SavePostBody = z.infer<typeof savePostBody>;

/**
 * PUT /api/admin/blog-posts/{id}: the same fields, but a missing status, visibility or image_url
 * keeps the stored one instead of re-publishing a draft, opening a members post or dropping its
 * picture.
 */
export const updatePostBody = savePostBody.extend({ status: postStatusSchema.optional(), visibility: postVisibilitySchema.optional() });
export type UpdatePostBody = z.infer<typeof updatePostBody>;

export const postStatusBody = z.object({ status: postStatusSchema });
export type PostStatusBody = z.infer<typeof postStatusBody>;
