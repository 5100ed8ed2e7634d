// For the server renderer (docs/decisions/004): fills the query cache for / through the given
// fetcher. Site settings are the layout's (siteSettingsQuery) and are prefetched with it.
import type { QueryClient } from '@tanstack/react-query';
import type { FetchJson } from './fetch-json';
import { latestPostsQuery } from './get-latest-posts';

export async function prefetchHome(queryClient: QueryClient, fetchJson: FetchJson): Promise<void> {
  await queryClient.prefetchQuery(latestPostsQuery(fetchJson));
}
