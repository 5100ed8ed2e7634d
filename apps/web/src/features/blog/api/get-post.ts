// GET /api/blog/posts/{id}: one published post; a draft or a missing post is a 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@clanhall/shared';
import { browserFetchJson, type FetchJson } from './fetch-json';

/** A route id that can name a post; anything else is not found without asking. */
export function parsePostId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export async function getPost(fetchJson: FetchJson, id: number): Promise<BlogPost> {
  const { post } = (await fetchJson(`/api/blog/posts/${id}`)) as { post: BlogPost };
  return post;
}

export function postQuery(id: number, fetchJson: FetchJson = browserFetchJson) {
  return queryOptions({
    queryKey: ['blog', 'post', id] as const,
    queryFn: () => getPost(fetchJson, id),
  });
}

export function usePost(id: number | undefined) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== undefined });
}
