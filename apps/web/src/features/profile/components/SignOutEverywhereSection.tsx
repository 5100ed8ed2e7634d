// 'Sign out everywhere' (docs/product/accounts-and-sessions.md, beyond the documents): after a confirmation, ends
// every session of the account on the server, this one included, then signs this browser out
// and opens /login. A failure keeps the member here, signed in, with a snackbar.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { PROFILE_MESSAGES as M } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/feedback/notify';
import { useLocalSignOut } from '../../../lib/use-sign-out';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

export default function SignOutEverywhereSection() {
  const id = useId();
  const notify = useNotify();
  const signOutLocally = useLocalSignOut();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    signOutEverywhere.mutate(undefined, {
      // This session ended on the server too; the browser follows.
      onSuccess: () => signOutLocally('/login'),
      onError: () => {
        setConfirming(false);
        notify(M.signOutEverywhereFailed, 'error');
      },
    });

  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{
        px: { xs: 2.5, md: 4 },
        py: 2.5,
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minWidth: 0 }}>
        <DevicesIcon aria-hidden sx={{ color: 'primary.light', mt: 0.25 }} />
        <Box>
          <Typography
            id={`${id}-heading`}
            component="h2"
            sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontWeight: 600, fontSize: '1.15rem' }}
          >
            {M.sessionsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {M.signOutEverywhereHint}
          </Typography>
        </Box>
      </Box>
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutIcon />}
        onClick={() => setConfirming(true)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
      >
        {M.signOutEverywhere}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={M.signOutEverywhereConfirmTitle}
        message={M.signOutEverywhereConfirmText}
        confirmLabel={M.signOutEverywhereConfirm}
        busy={signOutEverywhere.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
