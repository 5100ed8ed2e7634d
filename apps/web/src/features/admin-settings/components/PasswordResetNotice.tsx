// Under 'Site address': whether members are offered 'Forgot password?' and, when not, what the
// site lacks (docs/product/accounts-and-sessions.md: a mail server, and PUBLIC_URL or a saved Site address). Says
// nothing until the server has answered.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PASSWORD_RESET_MESSAGES as M } from '@clanhall/shared';
import { usePasswordResetSetup } from '../api/get-password-reset-setup';

export default function PasswordResetNotice() {
  const { data } = usePasswordResetSetup();
  if (!data) return null;
  if (!data.available) {
    return (
      <Alert severity="warning" data-testid="password-reset-notice">
        {M.adminNotOffered}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {data.missing.map((need) => (
            <li key={need}>{M.adminMissing[need]}</li>
          ))}
        </Box>
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="password-reset-notice">
      {M.adminLinksTo(data.link_base ?? '')}
      {data.link_base_from === 'public_url' && ` ${M.adminLinksFromPublicUrl}`}
    </Alert>
  );
}
