// The upload's progress bar: the share of bytes sent, then an indeterminate bar while the
// server checks and stores the files.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CHAT_FILE_TEXTS } from '@clanhall/shared';
import type { UploadPhase } from './use-file-upload';

export default function UploadProgress({ phase, percent }: { phase: Exclude<UploadPhase, 'idle'>; percent: number }) {
  const label = phase === 'processing' ? CHAT_FILE_TEXTS.processing : CHAT_FILE_TEXTS.uploading(percent);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <LinearProgress
        variant={phase === 'processing' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={label}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'tint.gold.12' }}
      />
    </Box>
  );
}
