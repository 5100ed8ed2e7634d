// An entry's action: its label as a chip coloured by what happened, the stable code beneath
// (what the API's `action` filter takes).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AuditAction } from '@clanhall/shared';
import { actionLabel, actionTone } from './audit-display';

export default function AuditActionChip({ action, showCode = true }: { action: AuditAction; showCode?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Chip data-testid="audit-action" label={actionLabel(action)} color={actionTone(action)} size="small" variant="outlined" />
      {showCode && (
        <Typography
          component="code"
          variant="caption"
          color="text.secondary"
          sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.72rem', pl: 0.5 }}
        >
          {action}
        </Typography>
      )}
    </Box>
  );
}
