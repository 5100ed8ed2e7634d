// POST /api/admin/settings (back-office.md §7): the four JSON-text fields travel as JSON text;
// an empty SMTP password keeps the stored one. Afterwards the public settings are re-read so
// the header, footer and home page show the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSettingsBody, SaveSettingsResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { siteSettingsQuery } from '../../../lib/site-settings/use-site-settings';
import { adminSettingsKey } from './get-admin-settings';

export function saveSettings(body: SaveSettingsBody): Promise<SaveSettingsResponse> {
  return http.post('/api/admin/settings', body);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(adminSettingsKey, response.settings);
      void queryClient.invalidateQueries({ queryKey: siteSettingsQuery.queryKey });
    },
  });
}
