// GET /api/blog/posts/{id}: one published post; a draft or a missing post is a 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@clanhall/shared';
import { ApiError, http } from '../../../lib/http';
import { PUBLIC_STALE_MS } from '../../../lib/query-client';
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
export async function getPost(id: number): Promise<BlogPost | null> {
  try {
    const { post } = await http.get<{ post: BlogPost }>(`/api/blog/posts/${id}`, { anonymous: true });
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

export function usePost(id: number | undefined) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== undefined });
}
