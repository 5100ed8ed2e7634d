import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled group of settings (an h2 and its fields). */
export default function SettingsSection({
  id,
  title,
  help,
  icon,
  children,
}: {
  id: string;
  title: string;
  help?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: help ? 0.5 : 2.5 }}>
        {icon && (
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
        )}
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' } }}>
          {title}
        </Typography>
      </Box>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
