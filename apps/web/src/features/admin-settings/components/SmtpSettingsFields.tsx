// The SMTP Configuration group: host and port, TLS, 'Require TLS' (docs/product/content.md), the account.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ADMIN_SETTINGS_TEXTS as T } from '@clanhall/shared';
import PasswordField from '../../../components/PasswordField';
import type { SmtpForm } from './settings-form';
import { TWO_COLUMNS } from './settings-layout';

export default function SmtpSettingsFields({ smtp, onChange }: { smtp: SmtpForm; onChange(patch: Partial<SmtpForm>): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
        <TextField label={T.smtpHost} name="smtp_host" value={smtp.host} onChange={(e) => onChange({ host: e.target.value })} />
        <TextField
          label={T.smtpPort}
          name="smtp_port"
          type="number"
          value={smtp.port}
          onChange={(e) => onChange({ port: e.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 65535 } }}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={smtp.secure} onChange={(e) => onChange({ secure: e.target.checked })} />}
        label={T.smtpSecure}
      />
      <Box>
        <FormControlLabel
          control={
            <Switch
              name="smtp_require_tls"
              checked={smtp.require_tls}
              onChange={(e) => onChange({ require_tls: e.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'smtp-require-tls-help' } }}
            />
          }
          label={T.smtpRequireTls}
        />
        <FormHelperText id="smtp-require-tls-help">{T.smtpRequireTlsHelp}</FormHelperText>
      </Box>
      <Box sx={TWO_COLUMNS}>
        <TextField
          label={T.smtpUser}
          name="smtp_user"
          value={smtp.user}
          onChange={(e) => onChange({ user: e.target.value })}
          autoComplete="off"
        />
        <PasswordField
          label={T.smtpPass}
          name="smtp_pass"
          value={smtp.pass}
          onChange={(e) => onChange({ pass: e.target.value })}
          helperText={T.smtpPassHelp}
          autoComplete="new-password"
        />
      </Box>
    </Box>
  );
}
