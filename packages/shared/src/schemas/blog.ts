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
    .max(LIMITS.postTitleMax, { message: 'Title must be at most 200 characters' }),
  content: z
    .string({ message: 'Content is required' })
    .trim()
    .min(1, { message: 'Content is required' })
    .max(LIMITS.postContentMax, { message: 'Content is too long' }),
  image_url: imageInput,
  tags: z.string().trim().max(LIMITS.tagsMax, { message: 'Tags must be at most 500 characters' }).nullish(),
  /** back-office.md §4: new posts default to published. */
  status: postStatusSchema.default('published'),
});
export type SavePostBody = z.infer<typeof savePostBody>;

export const postStatusBody = z.object({ status: postStatusSchema });
export type PostStatusBody = z.infer<typeof postStatusBody>;
