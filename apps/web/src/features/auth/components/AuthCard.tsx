// The frame of the login and register screens: a lit card on the night background.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import Logo from '../../../components/brand/Logo';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

export default function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { palette } = useTheme();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: { xs: 4, md: 8 },
        background: `radial-gradient(circle at 50% 0%, ${palette.tint.gold[12]}, transparent 55%)`,
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          boxShadow: `0 24px 60px ${palette.tint.black[45]}`,
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: '0 0 auto 0',
            height: 3,
            background: `linear-gradient(90deg, transparent, ${palette.primary.main}, transparent)`,
          },
        }}
      >
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Logo size={56} backdrop={palette.background.paper} sx={{ mb: 1.5 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {children}
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>{footer}</Box>
      </Paper>
    </Box>
  );
}
