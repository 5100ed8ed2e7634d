// GET /api/admin/users (docs/product/back-office.md): the accounts newest first, a page at a time as the
// list scrolls (`before` the last page's next_cursor), narrowed to usernames or emails starting
// with the search text; the tiles' counts come with every page, counted over every account by
// the server (docs/product/operating.md).
import { useMemo } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminUsersKey } from './keys';

export function getAdminUsers(search: string, before: number | null): Promise<AdminUsersResponse> {
  const query = new URLSearchParams();
  if (search) query.set('q', search);
  if (before !== null) query.set('before', String(before));
  const text = query.toString();
  return http.get(`/api/admin/users${text ? `?${text}` : ''}`);
}

const adminUsersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...adminUsersKey, search] as const,
    queryFn: ({ pageParam }) => getAdminUsers(search, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last: AdminUsersResponse) => last.next_cursor,
    staleTime: 0,
    // While a new search loads, the last answer stays on screen.
    placeholderData: keepPreviousData,
    meta: { topics: ['users'] },
  });

export function useAdminUsers(search: string) {
  const query = useInfiniteQuery(adminUsersQuery(search));
  const pages = query.data?.pages;
  const users = useMemo(() => pages?.flatMap((page) => page.users), [pages]);
  return { ...query, users, counts: pages?.[0]?.counts };
}
