// Footer, hidden below 'md' (docs/product/screens.md Footer).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SITE_DEFAULTS } from '@clanhall/shared';
import Logo from '../../components/brand/Logo';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';

export default function Footer() {
  const { footerInfo, siteName } = useSiteSettings();
  const text = footerInfo.trim() || `© ${new Date().getFullYear()} ${siteName}. All rights reserved.`;
  return (
    <Box
      component="footer"
      sx={{
        display: { xs: 'none', md: 'block' },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'tint.abyss.60',
        mt: 'auto',
      }}
    >
      <Container maxWidth="lg" sx={{ py: 4, display: 'flex', alignItems: 'center', gap: 3 }}>
        <Logo size={36} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, whiteSpace: 'pre-line' }}>
          {text}
        </Typography>
        <Typography
          sx={{
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            color: 'primary.main',
            letterSpacing: '0.12em',
            fontSize: '0.95rem',
          }}
        >
          {SITE_DEFAULTS.tagline}
        </Typography>
      </Container>
    </Box>
  );
}
