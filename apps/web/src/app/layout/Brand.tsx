import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Logo from '../../components/brand/Logo';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';

/** Logo and site title, linking home. */
export default function Brand() {
  const { siteTitle } = useSiteSettings();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${siteTitle}, home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
        '&:hover svg': { transform: 'rotate(-12deg)' },
      }}
    >
      <Logo size={38} sx={{ flexShrink: 0, transition: 'transform 300ms ease' }} />
      <Typography
        component="span"
        noWrap
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: { xs: '1.15rem', sm: '1.3rem' },
          letterSpacing: '0.08em',
          color: 'primary.light',
        }}
      >
        {siteTitle}
      </Typography>
    </Box>
  );
}
