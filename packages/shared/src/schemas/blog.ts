import { z } from 'zod';
import { LIMITS, POST_STATUSES } from '../constants.js';
import { imageInput, isoDate } from './common.js';

export const postStatusSchema = z.enum(POST_STATUSES, { message: 'Status must be published or draft' });

export const blogPost = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  tags: z.string(),
  status: postStatusSchema,
  author_name: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type BlogPost = z.infer<typeof blogPost>;

export const postsResponse = z.object({ posts: z.array(blogPost), total: z.number().int() });
export const postResponse = z.object({ post: blogPost });

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
  /** back-office.md §4: new posts default to published. */
  status: postStatusSchema.default('published'),
});
export type SavePostBody = z.infer<typeof savePostBody>;

/**
 * PUT /api/admin/blog-posts/{id}: the same fields, but a missing status or image_url keeps the
 * stored one instead of re-publishing a draft or dropping its picture.
 */
export const updatePostBody = savePostBody.extend({ status: postStatusSchema.optional() });
export type UpdatePostBody = z.infer<typeof updatePostBody>;

export const postStatusBody = z.object({ status: postStatusSchema });
export type PostStatusBody = z.infer<typeof postStatusBody>;
