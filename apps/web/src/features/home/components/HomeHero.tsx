// The home hero (docs/product/content.md): logo, site title, tagline, description and two buttons,
// and the call to join first for guests and users while the club takes members by itself
// (docs/product/membership.md Joining: its mode is not 'invite'). Signed-in state on this page is
// the presence of a stored token.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import LoginIcon from '@mui/icons-material/Login';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { HOME_TEXTS, JOIN_TEXTS, SITE_DEFAULTS } from '@clanhall/shared';
import Logo from '../../../components/brand/Logo';
import { HEADING_FONT } from '../../../lib/design-tokens';
import { useSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings/use-site-settings';
import { dashboardLabel } from './dashboard-label';
import HeroBackdrop from './HeroBackdrop';

export default function HomeHero() {
  const { siteTitle, siteDescription, membershipMode } = useSiteSettings();
  const { token, user } = useSession();
  const showJoin = membershipMode !== 'invite' && (!token || user?.role === 'user');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        alignItems: 'center',
        minHeight: { xs: 'max(540px, 80svh)', md: 'max(600px, min(86vh, 800px))' },
      }}
    >
      <HeroBackdrop />
      <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center', py: { xs: 8, md: 10 } }}>
        <Logo
          size={96}
          sx={{
            width: { xs: 76, md: 96 },
            height: 'auto',
            filter: ({ palette }) => `drop-shadow(0 0 24px ${palette.tint.gold[35]})`,
          }}
        />
        <Typography
          id="home-title"
          variant="h1"
          sx={{
            mt: 2.5,
            fontSize: { xs: '2.6rem', sm: '3.4rem', md: '4.4rem' },
            lineHeight: 1.08,
            color: 'primary.light',
            textShadow: ({ palette }) => `0 2px 24px ${palette.tint.black[60]}`,
            overflowWrap: 'anywhere',
          }}
        >
          {siteTitle}
        </Typography>
        <Typography
          sx={{
            fontFamily: HEADING_FONT,
            mt: 1.5,
            fontSize: { xs: '1.05rem', md: '1.35rem' },
            letterSpacing: '0.22em',
            textTransform: 'uppercase',
            color: 'text.primary',
          }}
        >
          {SITE_DEFAULTS.tagline}
        </Typography>
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            my: 3,
            width: 160,
            height: 2,
            background: ({ palette }) => `linear-gradient(90deg, transparent, ${palette.primary.main}, transparent)`,
          }}
        />
        <Typography
          sx={{
            maxWidth: 620,
            mx: 'auto',
            fontSize: { xs: '1.02rem', md: '1.18rem' },
            lineHeight: 1.7,
            color: 'text.primary',
            textShadow: ({ palette }) => `0 1px 12px ${palette.tint.black[70]}`,
          }}
        >
          {siteDescription}
        </Typography>
        <Box
          sx={{
            mt: { xs: 4, md: 5 },
            display: 'flex',
            gap: 2,
            justifyContent: 'center',
            flexDirection: { xs: 'column', sm: 'row' },
            // Three buttons with 'Join' wrap on a tablet rather than run off its edge.
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          {showJoin && (
            <Button
              component={RouterLink}
              to="/join"
              variant="contained"
              size="large"
              startIcon={<WorkspacePremiumIcon />}
              data-testid="home-join"
              sx={{ minWidth: 220, py: 1.4, boxShadow: ({ palette }) => `0 0 28px ${palette.tint.gold[35]}` }}
            >
              {JOIN_TEXTS.join}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/blog"
            variant={showJoin ? 'outlined' : 'contained'}
            size="large"
            startIcon={<AutoStoriesIcon />}
            sx={{ minWidth: 220, py: 1.4, bgcolor: showJoin ? 'tint.night.55' : undefined }}
          >
            {HOME_TEXTS.readStories}
          </Button>
          {token ? (
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="outlined"
              size="large"
              startIcon={<DashboardIcon />}
              sx={{ minWidth: 220, py: 1.4, bgcolor: 'tint.night.55' }}
            >
              {dashboardLabel(user?.role)}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="outlined"
              size="large"
              startIcon={<LoginIcon />}
              sx={{ minWidth: 220, py: 1.4, bgcolor: 'tint.night.55' }}
            >
              {HOME_TEXTS.memberLogin}
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}
