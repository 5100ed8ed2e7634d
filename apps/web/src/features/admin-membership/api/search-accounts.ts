// The accounts whose username or email starts with the text, for 'Grant membership': the back
// office's own accounts call, GET /api/admin/users?q&limit (newest first).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminMembershipKey } from './keys';

const SHOWN = 8;

export function searchAccounts(text: string): Promise<AdminUsersResponse> {
  return http.get(`/api/admin/users?${new URLSearchParams({ q: text, limit: String(SHOWN) })}`);
}

const accountSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...adminMembershipKey, 'account-search', text] as const,
    queryFn: () => searchAccounts(text),
    enabled: text.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    meta: { topics: ['users'] },
  });

export function useAccountSearch(text: string) {
  return useQuery(accountSearchQuery(text));
}
