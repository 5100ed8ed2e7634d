// How the club takes members in (the `membership_mode` setting, its label from the settings
// registry) and a link to where it is changed: the Plans and Applications tabs depend on it.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_MEMBERSHIP_TEXTS as T, ADMIN_SETTINGS_TEXTS, SETTINGS, type MembershipMode } from '@clanhall/shared';

function modeLabel(mode: MembershipMode): string {
  const field = SETTINGS.membership_mode.field;
  const option = field.kind === 'select' ? field.options.find((o) => o.value === mode) : undefined;
  return option ? ADMIN_SETTINGS_TEXTS[option.label] : mode;
}

export default function MembershipModeLine({ mode }: { mode: MembershipMode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }} data-testid="membership-mode">
      <Typography variant="body2" color="text.secondary">
        {T.modeLabel}
      </Typography>
      <Chip label={modeLabel(mode)} size="small" color="primary" variant="outlined" />
      <Link component={RouterLink} to="/admin/settings" variant="body2" underline="hover">
        {T.modeChange}
      </Link>
    </Box>
  );
}
