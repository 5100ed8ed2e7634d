// The moderation queue (docs/product/chat.md: a member reports a message; administrators see it,
// dismiss the report or delete the message): the open reports, newest first.
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { ADMIN_CHAT_MESSAGES as M, ADMIN_FEEDBACK_TEXTS as F } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import LoadFailedAlert from '../../../components/LoadFailedAlert';
import PageSpinner from '../../../components/PageSpinner';
import { useOpenReports } from '../api/get-chat-reports';
import { useReportModeration } from '../use-report-moderation';
import ReportCardsList from './ReportCardsList';
import ReportsTable from './ReportsTable';
import { useLoadErrorNotice } from '../../../lib/use-load-error-notice';
import EmptyPanel from '../../../components/EmptyPanel';

export default function ReportsPanel({ narrow }: { narrow: boolean }) {
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useOpenReports();
  const moderation = useReportModeration();

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchReportsFailed);

  const reports = data?.reports ?? [];
  const listProps = { reports, onDismiss: moderation.askDismiss, onRemoveMessage: moderation.askRemove };

  return (
    <>
      {isPending ? (
        <PageSpinner label={M.reportsLoading} />
      ) : !data ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={M.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : reports.length === 0 ? (
        <EmptyPanel icon={ShieldIcon} text={M.reportsEmpty} />
      ) : narrow ? (
        <ReportCardsList {...listProps} />
      ) : (
        <ReportsTable {...listProps} />
      )}
      <ConfirmDialog {...moderation.confirmDialog} />
    </>
  );
}
