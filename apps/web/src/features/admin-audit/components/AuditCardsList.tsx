// The audit log on narrow screens: one card per entry with the same facts as the table's row,
// what happened first.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMIN_AUDIT_TEXTS as T, type AuditEntry } from '@clanhall/shared';
import { formatShortDateTime } from '../../../lib/format';
import AuditActionChip from './AuditActionChip';
import AuditActor from './AuditActor';

export default function AuditCardsList({ entries, onActor }: { entries: AuditEntry[]; onActor: (actorId: number) => void }) {
  return (
    <Box component="ul" aria-label={T.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} sx={{ p: 2 }} data-testid="audit-entry">
          {/* The longest action label and the time do not fit side by side on a narrow phone: the time wraps below. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <AuditActionChip action={entry.action} showCode={false} />
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', pt: 0.5 }}>
              <time dateTime={entry.created_at} data-testid="audit-when">
                {formatShortDateTime(entry.created_at)}
              </time>
            </Typography>
          </Box>
          <Typography data-testid="audit-summary" sx={{ mt: 1.25, overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Typography>
          <Box sx={{ mt: 1.5, pt: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <AuditActor entry={entry} onFilter={onActor} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
