// /admin/settings Site Settings (back-office.md §2, §8): a loading state, 'Failed to load
// settings' on a failed load, the form, 'Settings saved successfully!' / 'Failed to save settings'.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SETTINGS_MESSAGES as M, ADMIN_SETTINGS_TEXTS as T, type SaveSettingsBody } from '@clanhall/shared';
import AdminPageHeader from '../../components/AdminPageHeader';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { useAdminSettings } from './api/get-admin-settings';
import { useSaveSettings } from './api/save-settings';
import SettingsEditor from './components/SettingsEditor';

export default function AdminSettingsPage() {
  const notify = useNotify();
  const { data, isPending, isError, refetch, dataUpdatedAt } = useAdminSettings();
  const save = useSaveSettings();

  useEffect(() => {
    document.title = T.title;
  }, []);

  function onSave(body: SaveSettingsBody) {
    save.mutate(body, {
      onSuccess: () => notify(M.saved, 'success'),
      // The spec's message, followed by the field the server rejected when it named one.
      onError: (error) => {
        const detail = errorText(error, '');
        // back-office.md §8: exactly 'Failed to save settings'; the server's reason is logged.
        if (detail) console.warn('Saving settings failed:', detail);
        notify(M.saveFailed, 'error');
      },
    });
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title={T.title} subtitle={T.subtitle} />
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : isError || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          {M.loadFailed}
        </Alert>
      ) : (
        // Re-mounted when fresh settings arrive (also after a save), so the form shows what is stored
        // and the SMTP password is blank again.
        <SettingsEditor key={dataUpdatedAt} settings={data} saving={save.isPending} onSave={onSave} />
      )}
    </Box>
  );
}
