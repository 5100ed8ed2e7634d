// /admin/settings Site Settings (docs/product/back-office.md): a loading state, 'Failed to load
// settings' on a failed load, the form, 'Settings saved successfully!' / 'Failed to save settings'.
import { useState } from 'react';
import { SETTINGS_MESSAGES as M, ADMIN_SETTINGS_TEXTS as T, type SaveSettingsBody } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { useAdminSettings } from './api/get-admin-settings';
import { useSaveSettings } from './api/save-settings';
import PasswordResetNotice from './components/PasswordResetNotice';
import SettingsEditor from './components/SettingsEditor';
import AdminPage from '../../components/admin/AdminPage';

export default function AdminSettingsPage() {
  const notify = useNotify();
  const { data, isPending, refetch } = useAdminSettings();
  const save = useSaveSettings();
  // Bumped by each successful save: the form starts again from what is stored (and a blank SMTP
  // password). A background re-read never resets what the administrator is typing.
  const [savedCount, setSavedCount] = useState(0);

  function onSave(body: SaveSettingsBody) {
    save.mutate(body, {
      onSuccess: () => {
        setSavedCount((n) => n + 1);
        notify(M.saved, 'success');
      },
      onError: (error) => {
        const detail = errorText(error, '');
        // docs/product/back-office.md: exactly 'Failed to save settings'; the server's reason is logged.
        if (detail) console.warn('Saving settings failed:', detail);
        notify(M.saveFailed, 'error');
      },
    });
  }

  return (
    <AdminPage narrow title={T.title} subtitle={T.subtitle}>
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : !data ? (
        <LoadFailedAlert message={M.loadFailed} retryLabel={T.retry} onRetry={() => void refetch()} />
      ) : (
        <SettingsEditor
          key={savedCount}
          settings={data}
          saving={save.isPending}
          onSave={onSave}
          notes={{ general: <PasswordResetNotice /> }}
        />
      )}
    </AdminPage>
  );
}
