// GET /api/admin/dashboard/stats → { stats, recentUsers, recentOrders } (docs/product/back-office.md).
// docs/product/back-office.md: a failure is only logged (a warning: nothing on screen, no error in the
// console) and the page leaves loading.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminDashboardKey } from './keys';

export function getDashboardStats(): Promise<AdminDashboard> {
  return http.get('/api/admin/dashboard/stats');
}

const dashboardStatsQuery = queryOptions({
  queryKey: adminDashboardKey,
  queryFn: getDashboardStats,
  // Read afresh each time the dashboard opens, and after any change to what it counts or lists.
  staleTime: 0,
  meta: { topics: ['users', 'posts', 'products', 'orders'] },
});

export function useDashboardStats() {
  const query = useQuery(dashboardStatsQuery);
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Admin dashboard: the stats could not be loaded', error);
  }, [error]);
  return query;
}
