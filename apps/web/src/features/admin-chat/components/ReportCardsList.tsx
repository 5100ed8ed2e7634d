// The open reports on phones: one card per report with the same fields and actions as the table.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminCardFooter } from '../../../components/admin/AdminList';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';
import ReportActions from './ReportActions';
import ReportedMessage from './ReportedMessage';
import ReportKindChip from './ReportKindChip';
import type { ReportListProps } from './ReportsTable';
import { formatShortDateTime } from './chat-display';

export default function ReportCardsList({ reports, ...handlers }: ReportListProps) {
  return (
    <Box component="ul" aria-label={M.reportsTab} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {reports.map((report) => (
        <Paper component="li" key={report.id} sx={{ p: 2 }} data-testid="admin-report-row">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{report.author ?? M.unknownAuthor}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatShortDateTime(report.created_at)}
              </Typography>
            </Box>
            <ReportKindChip report={report} />
          </Box>
          <ReportedMessage report={report} />
          <AdminCardFooter>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {M.reportedBy(report.reporter)}
            </Typography>
            <ReportActions report={report} {...handlers} />
          </AdminCardFooter>
        </Paper>
      ))}
    </Box>
  );
}
