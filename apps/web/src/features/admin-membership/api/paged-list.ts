// The membership lists are newest first by id, a page at a time (`before` = the last page's
// `next_before`, docs/product/membership.md#calls): one infinite query per list and filter,
// its rows flattened.
import { useMemo } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface PagedAnswer {
  next_before: number | null;
}

export function pagedListQuery<Answer extends PagedAnswer>(
  queryKey: QueryKey,
  path: string,
  params: Record<string, string | undefined>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
      if (pageParam !== null) query.set('before', String(pageParam));
      const text = query.toString();
      return http.get<Answer>(`${path}${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last: Answer) => last.next_before,
    staleTime: 0,
    // While another filter loads, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function usePagedList<Answer extends PagedAnswer, Row>(
  options: ReturnType<typeof pagedListQuery<Answer>>,
  rowsOf: (answer: Answer) => Row[],
) {
  const query = useInfiniteQuery(options);
  const pages = query.data?.pages;
  // `rowsOf` is a module-level function that picks the answer's list: the pages decide.
  const rows = useMemo(() => pages?.flatMap(rowsOf), [pages, rowsOf]);
  return { ...query, rows };
}
