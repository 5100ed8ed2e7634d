// docs/product/membership.md Joining: a guest signs in or registers first and comes back to
// `returnTo` (a /join address) afterwards (lib/return-path.ts).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import { JOIN_TEXTS } from '@clanhall/shared';
import { withReturnPath } from '../../../lib/return-path';

export default function GuestJoinPrompt({ returnTo }: { returnTo: string }) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.7 }}>
        {JOIN_TEXTS.guestHint}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Button
          component={RouterLink}
          to={withReturnPath('/login', returnTo)}
          variant="contained"
          size="large"
          startIcon={<LoginIcon />}
        >
          {JOIN_TEXTS.signInToJoin}
        </Button>
        <Button
          component={RouterLink}
          to={withReturnPath('/register', returnTo)}
          variant="outlined"
          size="large"
          startIcon={<PersonAddIcon />}
        >
          {JOIN_TEXTS.createAccount}
        </Button>
      </Box>
    </Box>
  );
}
