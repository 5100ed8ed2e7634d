// POST /api/admin/settings (docs/product/back-office.md): the four JSON-text fields travel as JSON text;
// an empty SMTP password keeps the stored one. Afterwards every query showing settings (the
// header, footer and home page's public settings) is re-read so the change shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSettingsBody, SaveSettingsResponse } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { invalidateTopic } from '../../../lib/query-topics';
import { adminSettingsKey } from './keys';

export function saveSettings(body: SaveSettingsBody): Promise<SaveSettingsResponse> {
  return http.post('/api/admin/settings', body);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (response) => {
      // The form restarts from this answer at once (AdminSettingsPage), before any re-read.
      queryClient.setQueryData(adminSettingsKey, response.settings);
      void invalidateTopic(queryClient, 'settings');
    },
  });
}
