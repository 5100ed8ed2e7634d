// The Members tab: memberships newest first, narrowed by status on the server and loading more
// as the list scrolls; 'Grant membership' to an account, 'End membership' after confirming.
import { useState } from 'react';
import Button from '@mui/material/Button';
import GrantIcon from '@mui/icons-material/HowToRegOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import {
  ADMIN_MEMBERS_TEXTS as T,
  ADMIN_MEMBERSHIP_TEXTS as M,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUSES,
  type AdminMember,
  type AdminUser,
  type MembershipStatus,
} from '@clanhall/shared';
import AdminLoadState from '../../../../components/admin/AdminLoadState';
import ConfirmDialog from '../../../../components/ConfirmDialog';
import EmptyPanel from '../../../../components/EmptyPanel';
import LoadMoreSentinel from '../../../../components/LoadMoreSentinel';
import { useNotify } from '../../../../components/feedback/notify';
import { errorText } from '../../../../lib/http';
import { useEndMembership } from '../../api/end-membership';
import { useAdminMembers } from '../../api/get-admin-members';
import { useGrantMembership } from '../../api/grant-membership';
import GrantMembershipDialog from './GrantMembershipDialog';
import MemberList from './MemberList';
import PanelToolbar from '../PanelToolbar';
import StatusFilter from '../StatusFilter';

const FILTERS: { value: MembershipStatus | 'all'; label: string }[] = [
  { value: 'all', label: T.filterAll },
  ...MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: MEMBERSHIP_STATUS_LABELS[status] })),
];

export default function MembersPanel() {
  const notify = useNotify();
  const [status, setStatus] = useState<MembershipStatus | 'all'>('all');
  const query = useAdminMembers(status === 'all' ? undefined : status);
  const grant = useGrantMembership();
  const end = useEndMembership();
  const [granting, setGranting] = useState<{ key: number; failed: boolean } | null>(null);
  // Kept while the confirmation closes, so its text does not change during the animation.
  const [ending, setEnding] = useState<{ member: AdminMember; open: boolean } | null>(null);

  function grantTo(user: AdminUser) {
    setGranting((g) => g && { ...g, failed: false });
    grant.mutate(user.id, {
      onSuccess: () => {
        notify(T.granted(user.username), 'success');
        setGranting(null);
      },
      onError: (error) => {
        setGranting((g) => g && { ...g, failed: true });
        notify(errorText(error, T.grantFailed), 'error');
      },
    });
  }

  function confirmEnd() {
    if (!ending) return;
    const { member } = ending;
    end.mutate(member.id, {
      onSuccess: () => notify(T.endedFor(member.username), 'success'),
      onError: (error) => notify(errorText(error, T.endFailed), 'error'),
      onSettled: () => setEnding((e) => e && { ...e, open: false }),
    });
  }

  return (
    <>
      <PanelToolbar
        action={
          <Button variant="contained" startIcon={<GrantIcon />} onClick={() => setGranting({ key: Date.now(), failed: false })}>
            {T.grant}
          </Button>
        }
      >
        <StatusFilter label={T.filterLabel} value={status} options={FILTERS} onChange={(next) => setStatus(next)} />
      </PanelToolbar>
      <AdminLoadState query={query} data={query.rows} texts={{ loading: T.loading, retry: M.retry, fetchFailed: T.fetchFailed }}>
        {(members) => (
          <>
            <MemberList
              members={members}
              empty={<EmptyPanel icon={PeopleIcon} text={status === 'all' ? T.empty : T.noMatches} />}
              onEnd={(member) => setEnding({ member, open: true })}
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
      {granting && (
        <GrantMembershipDialog
          key={granting.key}
          saving={grant.isPending}
          error={granting.failed ? M.notDone : undefined}
          onGrant={grantTo}
          onClose={() => setGranting(null)}
        />
      )}
      <ConfirmDialog
        open={ending?.open ?? false}
        busy={end.isPending}
        title={T.endTitle}
        message={ending ? T.endQuestion(ending.member.username) : ''}
        confirmLabel={T.endConfirm}
        onConfirm={confirmEnd}
        onClose={() => setEnding((e) => e && { ...e, open: false })}
      />
    </>
  );
}
