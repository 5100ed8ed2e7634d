// GET /api/blog/posts/{id}: one published post; a draft or a missing post is a 404. Read as a
// guest first, as the server renders it (the public cache's answer); a members-only post comes
// without its content then, and a member's tab reads it again with its token, kept apart from the
// guests' answer and dropped at sign-out (docs/product/membership.md#members-only-posts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsMembersPosts, type PublicBlogPost } from '@clanhall/shared';
import { ApiError, http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { blogKeys } from './keys';

/** A route id that can name a post; anything else is not found without asking. */
export function parsePostId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The post, or null when there is none to show (404: missing or a draft). Not-found is an
 * answer, not an error: the server-rendered page carries it to the browser, which then does
 * not ask again.
 */
export async function getPost(id: number, anonymous = true): Promise<PublicBlogPost | null> {
  try {
    const { post } = await http.get<{ post: PublicBlogPost }>(`/api/blog/posts/${id}`, { anonymous });
    return post;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function postQuery(id: number) {
  return queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: () => getPost(id),
    staleTime: PUBLIC_STALE_MS,
    meta: { topics: ['posts'], public: true },
  });
}

/** The member's read of a members-only post: with the token, and the account's own (not public). */
export function wholePostQuery(id: number) {
  return queryOptions({
    queryKey: blogKeys.wholePost(id),
    queryFn: () => getPost(id, false),
    meta: { topics: ['posts'] },
  });
}

export function usePost(id: number | undefined) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== undefined });
}

/** Whether the post is a members-only story this reader sees only the teaser of. */
export const isWithheld = (post: PublicBlogPost | null | undefined): boolean =>
  post?.visibility === 'members' && post.content === null;

/**
 * The whole members-only post for a member or an administrator whose guest read came without
 * it; not asked for anyone else, nor for a public post (the guests' answer is whole already).
 */
export function useWholePost(id: number | undefined, guestRead: PublicBlogPost | null | undefined) {
  const { user } = useSession();
  const enabled = id !== undefined && isWithheld(guestRead) && readsMembersPosts(user?.role);
  return { ...useQuery({ ...wholePostQuery(id ?? 0), enabled }), enabled };
}
