// /dashboard (docs/product/screens.md Dashboard; its Membership tile, docs/product/membership.md).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import MarkChatUnreadIcon from '@mui/icons-material/MarkChatUnreadOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DASHBOARD_TITLES, ROLE_LABELS, type Role } from '@clanhall/shared';
import StatTile from '../../components/StatTile';
import { initialOf } from '../../lib/format';
import { assetUrl } from '../../lib/http';
import { refreshSession } from '../../lib/refresh-session';
import { signOut as clearSession, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignOut } from '../../lib/use-sign-out';
import DashboardTile from './components/DashboardTile';
import MembershipTile from './components/MembershipTile';
import { dashboardTiles } from './dashboard-tiles';
import { useDashboardCounts } from './use-dashboard-counts';

export default function DashboardPage() {
  const { user } = useSession();
  const counts = useDashboardCounts();
  const signOut = useSignOut();
  const role = user?.role as Role | undefined;
  const title = (role && DASHBOARD_TITLES[role]) ?? DASHBOARD_TITLES.other;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const location = useLocation();
  // docs/product/screens.md: a failed profile fetch on the dashboard removes the session and goes to
  // /login (a 401 or 403 is already handled by http.ts; this covers a server or network error).
  useEffect(() => {
    let current = true;
    // Shares the guard's read of this navigation (lib/refresh-session.ts).
    void refreshSession(location.key).then((result) => {
      if (result === 'failed' && current) {
        clearSession();
        void navigate('/login', { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [navigate, location.key]);
  if (!user) return null;
  // docs/product/screens.md: 'Welcome back,' and the user's name (the username every screen shows).
  const name = user.username;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 4,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, sm: 3 },
          background: ({ palette }) =>
            `linear-gradient(135deg, ${palette.tint.gold[12]}, ${palette.tint.moss[6]} 60%, transparent)`,
        }}
      >
        <Avatar
          src={assetUrl(user.avatar_url)}
          alt={user.username}
          sx={{
            width: 72,
            height: 72,
            fontSize: 30,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: 2,
            borderColor: 'primary.light',
          }}
        >
          {initialOf(user.username)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
            {title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
            <Typography color="text.secondary" fontWeight={500} data-testid="dashboard-username">
              {user.username}
            </Typography>
            {role && <Chip size="small" color={role === 'admin' ? 'primary' : 'secondary'} label={ROLE_LABELS[role]} />}
          </Box>
        </Box>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={signOut} sx={{ borderColor: 'divider' }}>
          Logout
        </Button>
      </Paper>

      <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 0.5 }}>
        Welcome back, {name}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Everything the hall offers, one step away.
      </Typography>

      <Grid container spacing={2.5} sx={{ mb: 6 }}>
        {/* docs/product/membership.md: the Membership tile comes first. */}
        {role && <MembershipTile role={role} />}
        {role &&
          dashboardTiles(role, counts).map((tile) => (
            <Grid key={tile.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <DashboardTile {...tile} />
            </Grid>
          ))}
      </Grid>

      <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 2.5 }}>
        Activity
      </Typography>
      <Grid container spacing={2.5}>
        {[
          { label: 'Cart Items', value: counts.cartItems, icon: <ShoppingCartIcon /> },
          { label: 'Unread Messages', value: counts.unreadMessages, icon: <MarkChatUnreadIcon /> },
          { label: 'Pending Requests', value: counts.pendingRequests, icon: <PersonAddIcon /> },
          { label: 'Recent Orders', value: counts.recentOrders, icon: <ReceiptIcon /> },
        ].map((stat) => (
          <Grid key={stat.label} size={{ xs: 6, md: 3 }}>
            <StatTile {...stat} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
