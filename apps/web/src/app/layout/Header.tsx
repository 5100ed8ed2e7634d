// Sticky header on every page (docs/product/screens.md Header).
import { Link as RouterLink, NavLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { isAuthenticated, useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings';
import AccountMenu from './AccountMenu';
import Brand from './Brand';
import MobileMenu from './MobileMenu';
import { navLinks } from './nav-items';

export default function Header() {
  const session = useSession();
  const user = isAuthenticated(session) ? session.user : null;
  const links = navLinks(useSiteSettings().membershipMode, user);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      sx={{
        bgcolor: 'tint.night.82',
        backdropFilter: 'blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Brand />
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}>
            {links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={{
                  position: 'relative',
                  // 'Join' stands out a little among the public links (docs/product/membership.md).
                  color: link.to === '/join' ? 'primary.light' : 'text.secondary',
                  fontWeight: link.to === '/join' ? 700 : undefined,
                  px: 2,
                  '&:hover': { color: 'text.primary', bgcolor: 'tint.gold.8' },
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    left: '50%',
                    bottom: 4,
                    width: 0,
                    height: 2,
                    borderRadius: 2,
                    bgcolor: 'primary.main',
                    transition: 'width 200ms ease, left 200ms ease',
                  },
                  '&.active': { color: 'primary.light' },
                  '&.active::after': { width: 18, left: 'calc(50% - 9px)' },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <>
                <Button component={RouterLink} to="/login" color="inherit" sx={{ color: 'text.primary' }}>
                  Login
                </Button>
                <Button component={RouterLink} to="/register" variant="contained">
                  Register
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto' }}>
            <MobileMenu user={user} links={links} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
