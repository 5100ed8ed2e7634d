// Who may read a post (docs/product/content.md): the public sees published posts only; to anyone else a
// draft does not exist (404). Administrators read every post through the back office.
import type { PostStatus } from '@clanhall/shared';

export const isPublicPost = (post: { status: PostStatus }): boolean => post.status === 'published';
