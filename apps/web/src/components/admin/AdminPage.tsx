// The frame of a back-office screen: its header (AdminPageHeader) and the browser tab's title,
// then the screen, as wide as its tables need (1280 px; 960 for a form or an inbox) and padded
// less on phones. Its screens show a table on wide screens and cards below 'md' (useNarrowAdminLayout).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDocumentTitle } from '../../lib/use-document-title';
import AdminPageHeader, { type AdminPageHeaderProps } from './AdminPageHeader';

export interface AdminPageProps extends AdminPageHeaderProps {
  /** A form or an inbox reads better at 960 px than stretched to a table's width. */
  narrow?: boolean;
  children: ReactNode;
}

export default function AdminPage({ narrow = false, children, title, ...header }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ width: '100%', maxWidth: narrow ? 960 : 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <AdminPageHeader title={title} {...header} />
      {children}
    </Box>
  );
}

/** Below 'md': cards instead of a table. The back office renders in the browser only, so the
 * width is read at once (no flash of the table on a phone). */
export function useNarrowAdminLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
