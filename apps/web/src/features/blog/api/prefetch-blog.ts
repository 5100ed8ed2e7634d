// For the server renderer (docs/decisions/004): fills the query cache for /blog and
// /blog/{id} through the given fetcher, so the page renders with its data and the browser
// hydrates without asking again.
import type { QueryClient } from '@tanstack/react-query';
import type { FetchJson } from './fetch-json';
import { parsePostId, postQuery } from './get-post';
import { postsQuery } from './get-posts';

export async function prefetchBlogList(queryClient: QueryClient, fetchJson: FetchJson): Promise<void> {
  await queryClient.prefetchInfiniteQuery(postsQuery(fetchJson));
}

/** Resolves to false when the post does not exist (the page renders its not-found state). */
export async function prefetchBlogPost(queryClient: QueryClient, fetchJson: FetchJson, rawId: string): Promise<boolean> {
  const id = parsePostId(rawId);
  if (id === undefined) return false;
  try {
    await queryClient.fetchQuery(postQuery(id, fetchJson));
    return true;
  } catch {
    return false;
  }
}
