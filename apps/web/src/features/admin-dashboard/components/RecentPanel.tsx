// The frame of the Recent Users and Recent Orders tabs: the list (or a quiet note when there is
// nothing to list, also after a failed load, which docs/product/back-office.md only logs), what it holds,
// and a way to the full management screen.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export interface RecentPanelProps {
  /** The list; nothing to show when empty. */
  children: ReactNode;
  empty: boolean;
  emptyText: string;
  hint: string;
  linkLabel: string;
  linkTo: string;
}

export default function RecentPanel({ children, empty, emptyText, hint, linkLabel, linkTo }: RecentPanelProps) {
  return (
    <Paper sx={{ overflow: 'hidden' }}>
      {empty ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 5, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        children
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'tint.gold.3',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <Button component={RouterLink} to={linkTo} size="small" endIcon={<ArrowForwardIcon />} sx={{ ml: 'auto' }}>
          {linkLabel}
        </Button>
      </Box>
    </Paper>
  );
}
