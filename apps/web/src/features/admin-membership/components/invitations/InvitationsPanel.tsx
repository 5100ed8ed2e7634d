// The Invitations tab (docs/product/membership.md#invitations): 'Send invitation', then every
// invitation sent, newest first, more as the list scrolls. Invitations work in every mode.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { ADMIN_INVITATIONS_TEXTS as T, ADMIN_MEMBERSHIP_TEXTS as M } from '@clanhall/shared';
import AdminLoadState from '../../../../components/admin/AdminLoadState';
import EmptyPanel from '../../../../components/EmptyPanel';
import LoadMoreSentinel from '../../../../components/LoadMoreSentinel';
import { useNotify } from '../../../../components/feedback/notify';
import { errorText } from '../../../../lib/http';
import { useAdminInvitations } from '../../api/get-admin-invitations';
import { useSendInvitation } from '../../api/send-invitation';
import InvitationList from './InvitationList';
import PanelToolbar from '../PanelToolbar';
import SendInvitationDialog from './SendInvitationDialog';

export default function InvitationsPanel() {
  const notify = useNotify();
  const query = useAdminInvitations();
  const send = useSendInvitation();
  const [sending, setSending] = useState<{ key: number; failed: boolean } | null>(null);

  function sendTo(email: string) {
    setSending((s) => s && { ...s, failed: false });
    send.mutate(email, {
      onSuccess: ({ invitation }) => {
        notify(T.sent(invitation.email), 'success');
        setSending(null);
      },
      onError: (error) => {
        setSending((s) => s && { ...s, failed: true });
        notify(errorText(error, T.sendFailed), 'error');
      },
    });
  }

  return (
    <>
      <PanelToolbar
        action={
          <Button variant="contained" startIcon={<MailIcon />} onClick={() => setSending({ key: Date.now(), failed: false })}>
            {T.send}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {T.intro}
        </Typography>
      </PanelToolbar>
      <AdminLoadState query={query} data={query.rows} texts={{ loading: T.loading, retry: M.retry, fetchFailed: T.fetchFailed }}>
        {(invitations) => (
          <>
            <InvitationList invitations={invitations} empty={<EmptyPanel icon={MailIcon} text={T.empty} />} />
            <LoadMoreSentinel
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              label={M.loadMore}
            />
          </>
        )}
      </AdminLoadState>
      {sending && (
        <SendInvitationDialog
          key={sending.key}
          saving={send.isPending}
          error={sending.failed ? M.notDone : undefined}
          onSend={sendTo}
          onClose={() => setSending(null)}
        />
      )}
    </>
  );
}
