// GET /api/admin/settings: every setting, smtp_config included without its password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { adminSettingsKey } from './keys';

export function getAdminSettings(): Promise<AdminSettings> {
  return http.get('/api/admin/settings');
}

const adminSettingsQuery = queryOptions({
  queryKey: adminSettingsKey,
  queryFn: getAdminSettings,
  staleTime: 0,
  meta: { topics: ['settings'] },
});

export function useAdminSettings() {
  return useQuery(adminSettingsQuery);
}
