// What a back-office list shows when it has nothing to show: its icon, large and quiet, a line
// saying so, and optionally a heading above it and an action below (a 'Clear filters').
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

interface Props {
  icon?: SvgIconComponent;
  text: string;
  title?: string;
  children?: ReactNode;
}

export default function EmptyPanel({ icon: Icon, text, title, children }: Props) {
  return (
    <Paper sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      {Icon && <Icon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1.5 }} />}
      {title && (
        <Typography component="h2" variant="h5" gutterBottom>
          {title}
        </Typography>
      )}
      <Typography color="text.secondary">{text}</Typography>
      {children}
    </Paper>
  );
}
