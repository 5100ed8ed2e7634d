// 'Download my data' (docs/product/accounts-and-sessions.md, beyond the documents): the archive of
// everything the member made, fetched with the session's token while a bar shows what has arrived
// (of the whole when the server says its length), then handed to the browser as a file.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import ArchiveIcon from '@mui/icons-material/Inventory2Outlined';
import { OWN_DATA_MESSAGES as M } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { useDownloadOwnData } from '../api/export-data';

export default function DownloadDataSection({ username }: { username: string }) {
  const id = useId();
  const notify = useNotify();
  const exportData = useDownloadOwnData();
  const [error, setError] = useState('');
  const { progress } = exportData;

  const start = () => {
    setError('');
    exportData.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        saveFile(blob, filename ?? `clanhall-export-${username}.zip`);
        notify(M.downloaded, 'success');
      },
      onError: (failure) => setError(errorText(failure, M.downloadFailed)),
    });
  };

  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : undefined;

  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ px: { xs: 2.5, md: 4 }, py: 2.5 }}>
      <Box
        sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minWidth: 0 }}>
          <ArchiveIcon aria-hidden sx={{ color: 'primary.light', mt: 0.25 }} />
          <Box>
            <Typography
              id={`${id}-heading`}
              component="h2"
              sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontWeight: 600, fontSize: '1.15rem' }}
            >
              {M.dataTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {M.dataHint}
            </Typography>
          </Box>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={start}
          disabled={exportData.isPending}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
        >
          {exportData.isPending ? M.downloading : M.download}
        </Button>
      </Box>
      {progress && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={M.progressLabel}
            aria-valuetext={M.received(progress.received, progress.total)}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.75 }}
            data-testid="download-received"
          >
            {M.received(progress.received, progress.total)}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
