// The open reports on wide screens: the message (and reason), author, reporter, where, when, actions.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';
import ReportActions, { type ReportActionHandlers } from './ReportActions';
import ReportedMessage from './ReportedMessage';
import ReportKindChip from './ReportKindChip';
import { formatShortDateTime } from './chat-display';

export interface ReportListProps extends ReportActionHandlers {
  reports: MessageReport[];
}

export default function ReportsTable({ reports, ...handlers }: ReportListProps) {
  return (
    <TableContainer component={Paper}>
      <Table aria-label={M.reportsTab}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '38%' }}>{M.colMessage}</TableCell>
            <TableCell>{M.colAuthor}</TableCell>
            <TableCell>{M.colReporter}</TableCell>
            <TableCell>{M.colWhere}</TableCell>
            <TableCell>{M.colReported}</TableCell>
            <TableCell align="right">{M.colActions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.map((report) => (
            <TableRow key={report.id} hover data-testid="admin-report-row">
              <TableCell>
                <ReportedMessage report={report} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{report.author ?? M.unknownAuthor}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.reporter}</TableCell>
              <TableCell>
                <ReportKindChip report={report} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDateTime(report.created_at)}</TableCell>
              <TableCell align="right">
                <ReportActions report={report} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
