// A standing panel with an icon, a title, a sentence and its way forward: /join's invitation-only
// page, the administrator's and the empty plan list's notes, and /membership's 'not a member yet'.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface JoinPanelProps {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}

export default function JoinPanel({ icon, title, text, children, testId }: JoinPanelProps) {
  return (
    <Paper
      component="section"
      data-testid={testId}
      aria-label={title}
      sx={{
        maxWidth: 640,
        mx: 'auto',
        px: { xs: 2.5, md: 5 },
        py: { xs: 4, md: 6 },
        textAlign: 'center',
        background: ({ palette }) => `radial-gradient(circle at 50% 0%, ${palette.tint.gold[12]}, transparent 60%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2.5,
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.light',
          bgcolor: 'tint.gold.10',
          border: 1,
          borderColor: 'tint.gold.30',
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', lineHeight: 1.7 }}>
        {text}
      </Typography>
      {children && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>}
    </Paper>
  );
}
