// The audit log on wide screens (docs/product/back-office.md): when, who, action, what, newest first.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADMIN_AUDIT_TEXTS as T, type AuditEntry } from '@clanhall/shared';
import { formatShortDateTime } from '../../../lib/format';
import AuditActionChip from './AuditActionChip';
import AuditActor from './AuditActor';

export default function AuditTable({ entries, onActor }: { entries: AuditEntry[]; onActor: (actorId: number) => void }) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={T.title} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 200 }}>{T.colWhen}</TableCell>
            <TableCell sx={{ width: 200 }}>{T.colWho}</TableCell>
            <TableCell sx={{ width: 230 }}>{T.colAction}</TableCell>
            <TableCell>{T.colWhat}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover data-testid="audit-entry" sx={{ verticalAlign: 'top' }}>
              {/* Text cells start 2px lower: their first line is level with the 24px chip and avatar. */}
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary', pt: 2.25 }}>
                <time dateTime={entry.created_at} data-testid="audit-when">
                  {formatShortDateTime(entry.created_at)}
                </time>
              </TableCell>
              <TableCell>
                <AuditActor entry={entry} onFilter={onActor} />
              </TableCell>
              <TableCell>
                <AuditActionChip action={entry.action} />
              </TableCell>
              <TableCell sx={{ pt: 2.25 }}>
                <Typography data-testid="audit-summary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.summary}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
