// The frame of a back-office screen: as wide as its tables need (1280 px), padded less on
// phones. Its screens show a table on wide screens and cards below 'md' (useNarrowAdminLayout).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function AdminPage({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>{children}</Box>;
}

/** Below 'md': cards instead of a table. The back office renders in the browser only, so the
 * width is read at once (no flash of the table on a phone). */
export function useNarrowAdminLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
