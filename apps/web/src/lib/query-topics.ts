// What a query shows, so a change can refresh it without knowing its key. A query declares
// `meta: { topics: ['posts'] }`; after writing posts a mutation calls
// invalidateTopic(queryClient, 'posts'), and every query showing posts (the blog, the home
// page's stories, the back office's list) is refetched. Features own their keys
// (features/<feature>/api/keys.ts) and never name another feature's.
import type { QueryClient } from '@tanstack/react-query';

/** The kinds of server data queries show; add one when a feature brings a new kind. */
export type QueryTopic =
  | 'posts'
  | 'settings'
  | 'profile'
  | 'users'
  | 'contact-messages'
  | 'products'
  | 'categories'
  | 'cart'
  | 'orders'
  | 'payments'
  /** The caller's membership and applications (docs/product/membership.md). */
  | 'membership';

// A type, not an interface: the query library only accepts a meta shape assignable to a record.
export type QueryTopicMeta = {
  /** What the query shows: the topics whose changes make it stale. */
  topics?: readonly QueryTopic[];
  /** The same for every visitor (an anonymous read): kept when the account changes. */
  public?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryTopicMeta;
  }
}

/** Marks every query of `topic` stale and refetches the ones on screen. */
export function invalidateTopic(queryClient: QueryClient, topic: QueryTopic): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.topics?.includes(topic) ?? false });
}
