// The dashboard's header: 'Admin Dashboard' (docs/product/back-office.md) and a greeting.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ADMIN_DASHBOARD_TEXTS as T, DASHBOARD_TITLES } from '@clanhall/shared';
import { useSession } from '../../../lib/session';

export default function DashboardHeader() {
  const { user } = useSession();
  const name = user ? user.first_name?.trim() || user.username : undefined;
  return (
    <Box sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography variant="overline" color="primary.light" sx={{ letterSpacing: '0.2em' }}>
        {T.eyebrow}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        {DASHBOARD_TITLES.admin}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {name ? T.welcome(name) : T.welcomeAnonymous}
      </Typography>
    </Box>
  );
}
