import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import LogoutIcon from '@mui/icons-material/Logout';
import { GUARD_MESSAGES } from '@clanhall/shared';
import { useSignOut } from '../../lib/use-sign-out';
import GuardNotice from './GuardNotice';

export default function AccountDisabled() {
  const signOut = useSignOut();
  return (
    <GuardNotice
      icon={<BlockIcon />}
      title={GUARD_MESSAGES.accountDisabled}
      documentTitle={GUARD_MESSAGES.accountDisabled}
      actions={
        <Button variant="contained" startIcon={<LogoutIcon />} onClick={signOut}>
          Logout
        </Button>
      }
    >
      This account has been disabled by an administrator, so the members&rsquo; area is closed to it. If you think this is a
      mistake, please get in touch with the club&rsquo;s administrators.
    </GuardNotice>
  );
}
