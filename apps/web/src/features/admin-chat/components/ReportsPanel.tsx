// The moderation queue (platform.md §6: a member reports a message; administrators see it,
// dismiss the report or delete the message): the open reports, newest first.
import { useEffect } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { ADMIN_CHAT_MESSAGES as M } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import PageSpinner from '../../../components/PageSpinner';
import { useNotify } from '../../../components/feedback/notify';
import { useOpenReports } from '../api/get-chat-reports';
import { useReportModeration } from '../use-report-moderation';
import ReportCardsList from './ReportCardsList';
import ReportsTable from './ReportsTable';

export default function ReportsPanel({ narrow }: { narrow: boolean }) {
  const notify = useNotify();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useOpenReports();
  const moderation = useReportModeration();

  useEffect(() => {
    if (isError) notify(M.fetchReportsFailed, 'error');
  }, [isError, errorUpdatedAt, notify]);

  const reports = data?.reports ?? [];
  const listProps = { reports, onDismiss: moderation.askDismiss, onRemoveMessage: moderation.askRemove };

  return (
    <>
      {isPending ? (
        <PageSpinner label={M.reportsLoading} />
      ) : !data ? (
        <LoadFailedAlert
          message={M.fetchReportsFailed}
          retryLabel={M.retry}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : reports.length === 0 ? (
        <Paper sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
          <ShieldIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1.5 }} />
          <Typography color="text.secondary">{M.reportsEmpty}</Typography>
        </Paper>
      ) : narrow ? (
        <ReportCardsList {...listProps} />
      ) : (
        <ReportsTable {...listProps} />
      )}
      <ConfirmDialog {...moderation.confirmDialog} />
    </>
  );
}
