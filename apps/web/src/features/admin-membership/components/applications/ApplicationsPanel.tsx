// The Applications tab (docs/product/membership.md#applications): the open ones first (the
// filter starts there), newest first, more as the list scrolls; Approve at once, Decline with a
// reason. An application answered meanwhile by another administrator is refused by the server,
// and its reason shown.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import InboxIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import {
  ADMIN_APPLICATION_STATUS_LABELS,
  ADMIN_APPLICATIONS_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS as M,
  APPLICATION_STATUSES,
  membershipModeAllowsApplying,
  type ApplicationStatus,
  type MembershipApplication,
  type MembershipMode,
} from '@clanhall/shared';
import AdminLoadState from '../../../../components/admin/AdminLoadState';
import EmptyPanel from '../../../../components/EmptyPanel';
import LoadMoreSentinel from '../../../../components/LoadMoreSentinel';
import { useNotify } from '../../../../components/feedback/notify';
import { errorText } from '../../../../lib/http';
import { useApproveApplication } from '../../api/approve-application';
import { useDeclineApplication } from '../../api/decline-application';
import { useAdminApplications } from '../../api/get-admin-applications';
import ApplicationList from './ApplicationList';
import DeclineDialog from './DeclineDialog';
import PanelToolbar from '../PanelToolbar';
import StatusFilter from '../StatusFilter';

const FILTERS: { value: ApplicationStatus | 'all'; label: string }[] = [
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: ADMIN_APPLICATION_STATUS_LABELS[status] })),
  { value: 'all', label: T.filterAll },
];

export default function ApplicationsPanel({ mode }: { mode: MembershipMode }) {
  const notify = useNotify();
  const [status, setStatus] = useState<ApplicationStatus | 'all'>('open');
  const query = useAdminApplications(status === 'all' ? undefined : status);
  const approve = useApproveApplication();
  const decline = useDeclineApplication();
  const [declining, setDeclining] = useState<{ application: MembershipApplication; failed: boolean } | null>(null);

  function approveOne(application: MembershipApplication) {
    approve.mutate(application.id, {
      onSuccess: () => notify(T.approved(application.username), 'success'),
      onError: (error) => notify(errorText(error, T.approveFailed), 'error'),
    });
  }

  function declineOne(reason: string) {
    if (!declining) return;
    const { application } = declining;
    setDeclining({ application, failed: false });
    decline.mutate(
      { id: application.id, reason },
      {
        onSuccess: () => {
          notify(T.declined, 'success');
          setDeclining(null);
        },
        onError: (error) => {
          setDeclining((d) => d && { ...d, failed: true });
          notify(errorText(error, T.declineFailed), 'error');
        },
      },
    );
  }

  return (
    <>
      <PanelToolbar>
        <Stack spacing={2}>
          {!membershipModeAllowsApplying(mode) && (
            <Alert severity="info" variant="outlined">
              {T.modeNote}
            </Alert>
          )}
          <StatusFilter label={T.filterLabel} value={status} options={FILTERS} onChange={(next) => setStatus(next)} />
        </Stack>
      </PanelToolbar>
      <AdminLoadState query={query} data={query.rows} texts={{ loading: T.loading, retry: M.retry, fetchFailed: T.fetchFailed }}>
        {(applications) => (
          <>
            <ApplicationList
              applications={applications}
              empty={<EmptyPanel icon={InboxIcon} text={status === 'open' ? T.emptyOpen : T.empty} />}
              busyId={approve.isPending ? approve.variables : undefined}
              onApprove={approveOne}
              onDecline={(application) => setDeclining({ application, failed: false })}
            />
            <LoadMoreSentinel
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              label={M.loadMore}
            />
          </>
        )}
      </AdminLoadState>
      {declining && (
        <DeclineDialog
          key={declining.application.id}
          application={declining.application}
          saving={decline.isPending}
          error={declining.failed ? M.notDone : undefined}
          onDecline={declineOne}
          onClose={() => setDeclining(null)}
        />
      )}
    </>
  );
}
