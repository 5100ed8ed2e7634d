// The disk holding DATA_DIR, below the count tiles (docs/product/chat.md: the back office shows the
// free space uploads may still use): '12.3 GB free of 40 GB' and the reserve uploads leave, in
// the warning colour, with words saying so, when free space is near the reserve.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import { ADMIN_DASHBOARD_TEXTS as T, formatBytes, isStorageLow, type DashboardStorage } from '@clanhall/shared';

export default function DiskSpaceLine({ storage }: { storage: DashboardStorage }) {
  const low = isStorageLow(storage);
  return (
    <Paper
      component="section"
      aria-label={T.storageLabel}
      data-testid="disk-space"
      data-low={low}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        py: 1.5,
        mb: { xs: 3, md: 4 },
        border: 1,
        borderColor: low ? 'warning.main' : 'divider',
      }}
    >
      <StorageIcon aria-hidden sx={{ color: low ? 'warning.main' : 'primary.main' }} />
      <Box sx={{ minWidth: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }} color={low ? 'warning.main' : 'text.primary'} data-testid="disk-space-free">
          {low ? `${T.storageLow} ` : ''}
          {T.storageFree(formatBytes(storage.free_bytes), formatBytes(storage.total_bytes))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.storageReserve(formatBytes(storage.reserve_bytes))}
        </Typography>
      </Box>
    </Paper>
  );
}
