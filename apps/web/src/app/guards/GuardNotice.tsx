// The full-page notices the guards show instead of a page: 'Account Disabled' and
// 'Access Denied…' (docs/product/screens.md Guards, docs/product/back-office.md).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface GuardNoticeProps {
  icon: ReactNode;
  title: string;
  documentTitle: string;
  children?: ReactNode;
  actions: ReactNode;
}

export default function GuardNotice({ icon, title, documentTitle, children, actions }: GuardNoticeProps) {
  useDocumentTitle(documentTitle);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Paper sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 3,
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'error.main',
            bgcolor: 'tint.error.10',
            border: 1,
            borderColor: 'tint.error.35',
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.35, mb: 2 }}>
          {title}
        </Typography>
        {children && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {children}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center">
          {actions}
        </Stack>
      </Paper>
    </Box>
  );
}
