// A titled group of label/value pairs in the order details dialog, as a description list.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Detail {
  label: string;
  value: ReactNode;
}

export default function DetailSection({ title, details }: { title: string; details: Detail[] }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, bgcolor: 'tint.white.2' }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1.5, color: 'primary.light' }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(96px, auto) 1fr',
          columnGap: 2,
          rowGap: 1.25,
          alignItems: 'baseline',
        }}
      >
        {details.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
