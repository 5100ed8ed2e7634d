import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HEADING_FONT } from '../lib/design-tokens';

export interface StatTileProps {
  label: string;
  value: number | string;
  icon?: ReactNode;
  /** Icon beside the number at every width, with less padding: many tiles on a phone stay short. */
  dense?: boolean;
}

/** A labelled number (dashboard counts, admin totals). */
export default function StatTile({ label, value, icon, dense = false }: StatTileProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      sx={{
        p: dense ? { xs: 2, sm: 2.5 } : 2.5,
        display: 'flex',
        flexDirection: dense ? 'row' : { xs: 'column', sm: 'row' },
        alignItems: dense ? 'center' : { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        height: '100%',
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'tint.gold.10',
            border: 1,
            borderColor: 'tint.gold.25',
          }}
        >
          {icon}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontFamily: HEADING_FONT, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1 }}
          data-testid="stat-value"
        >
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Paper>
  );
}
