import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * Public content (settings, posts) is fresh for 5 minutes: the server-rendered page's data is
 * not fetched again as the app starts, even when the reader's clock runs ahead of the server's.
 */
export const PUBLIC_STALE_MS = 5 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; only network trouble is retried once.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
  },
});

/**
 * A sign-in or sign-out drops what the previous account read. Public reads (meta.public:
 * settings, stories) are the same for everyone and stay.
 */
export function clearAccountQueries() {
  queryClient.removeQueries({ predicate: (query) => !query.meta?.public });
}
