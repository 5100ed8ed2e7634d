import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/LockOutlined';
import { GUARD_MESSAGES } from '@clanhall/shared';
import GuardNotice from './GuardNotice';

export default function AccessDenied() {
  return (
    <GuardNotice
      icon={<LockIcon />}
      title={GUARD_MESSAGES.accessDenied}
      documentTitle="Access Denied"
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/dashboard">
            Go to Dashboard
          </Button>
          <Button variant="outlined" component={RouterLink} to="/">
            Back to Home
          </Button>
        </>
      }
    />
  );
}
