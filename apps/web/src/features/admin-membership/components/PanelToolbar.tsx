// The row above a tab's list: its filter or a note on the left, its action on the right; on a
// phone the action takes the whole width below.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export default function PanelToolbar({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2.5,
        '& > .toolbar-action': { flex: { xs: '1 1 100%', sm: '0 0 auto' }, display: 'flex' },
        '& > .toolbar-action > *': { flex: { xs: 1, sm: 'none' } },
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>{children}</Box>
      {action && <Box className="toolbar-action">{action}</Box>}
    </Box>
  );
}
