// GET /api/admin/users: every account (back-office.md §7). The server allows up to 500 a call;
// the screen's tiles count what this list holds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminUsersKey } from './keys';

const ADMIN_USERS_LIMIT = 500;

export function getAdminUsers(): Promise<{ users: AdminUser[]; total: number }> {
  return http.get(`/api/admin/users?limit=${ADMIN_USERS_LIMIT}`);
}

const adminUsersQuery = queryOptions({
  queryKey: adminUsersKey,
  queryFn: getAdminUsers,
  staleTime: 0,
  meta: { topics: ['users'] },
});

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}
