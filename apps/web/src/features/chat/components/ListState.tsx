// What a left-panel list shows instead of rows: loading, a failed fetch with a retry
// (docs/product/chat.md texts), or an empty list.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CHAT_SCREEN } from '@clanhall/shared';
import LoadFailedAlert from '../../../components/LoadFailedAlert';

export function ListLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={28} aria-label="Loading" />
    </Box>
  );
}

export function ListFailed({ message, onRetry, retrying }: { message: string; onRetry(): void; retrying: boolean }) {
  return (
    <Box sx={{ p: 2 }}>
      <LoadFailedAlert message={message} retryLabel={CHAT_SCREEN.retryLoad} onRetry={onRetry} retrying={retrying} />
    </Box>
  );
}

export function ListEmpty({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6, color: 'text.secondary' }}>
      <Box sx={{ color: 'primary.main', opacity: 0.7, mb: 1, '& svg': { fontSize: 36 } }}>{icon}</Box>
      <Typography fontWeight={600} color="text.primary">
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}
