// Who may read a post (docs/product/content.md, docs/product/membership.md#members-only-posts):
// the public sees published posts only; to anyone else a draft does not exist (404).
// Administrators read every post through the back office. A members post is read whole by
// members and administrators; guests and role `user` read its teaser (`content: null`).
import { readsMembersPosts, type PostStatus, type PostVisibility, type Role } from '@clanhall/shared';

export const isPublicPost = (post: { status: PostStatus }): boolean => post.status === 'published';

/**
 * The two versions of every public read: what guests and users read, and what members and
 * administrators read. Answers are kept per audience, never per account (blog-audience.ts).
 */
export type Audience = 'guest' | 'members';

export const audienceOfRole = (role: Role | null): Audience => (readsMembersPosts(role) ? 'members' : 'guest');

/** Whether this audience reads the post's content, or only its teaser. */
export const readsWhole = (post: { visibility: PostVisibility }, audience: Audience): boolean =>
  post.visibility === 'public' || audience === 'members';
