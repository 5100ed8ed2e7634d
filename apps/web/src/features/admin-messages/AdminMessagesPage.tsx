// /admin/messages: the contact-form inbox (docs/product/content.md, beyond the spec documents). Newest
// first, unread marked, read/unread and delete actions, 'Load more' past the first page.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { ADMIN_MESSAGES_TEXTS as T, type ContactMessage } from '@clanhall/shared';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import ConfirmDialog from '../../components/ConfirmDialog';
import PageSpinner from '../../components/PageSpinner';
import { useNotify } from '../../components/feedback/notify';
import { useDeleteMessage } from './api/delete-message';
import { useContactMessages } from './api/get-contact-messages';
import { useSetMessageRead } from './api/set-message-read';
import MessageCard from './components/MessageCard';
import EmptyPanel from '../../components/EmptyPanel';
import AdminPage from '../../components/admin/AdminPage';

export default function AdminMessagesPage() {
  const notify = useNotify();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useContactMessages();
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const messages = data?.pages.flatMap((p) => p.messages) ?? [];
  const first = data?.pages[0];
  // The newest page read has the freshest count.
  const unread = data?.pages.at(-1)?.unread ?? 0;

  function toggleRead(message: ContactMessage) {
    setRead.mutate({ id: message.id, is_read: !message.is_read }, { onError: () => notify(T.updateFailed, 'error') });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify(T.deleted, 'success'),
      onError: () => notify(T.deleteFailed, 'error'),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <AdminPage
      narrow
      title={T.title}
      subtitle={T.subtitle}
      actions={
        first ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Chip data-testid="unread-count" label={`${unread} ${T.unread}`} color={unread > 0 ? 'primary' : 'default'} />
            <Chip label={`${T.total}: ${first.total}`} variant="outlined" />
          </Box>
        ) : undefined
      }
    >
      {isPending ? (
        <PageSpinner label={T.loading} />
      ) : isError && !data ? (
        <LoadFailedAlert message={T.loadFailed} retryLabel={T.retry} onRetry={() => void refetch()} />
      ) : messages.length === 0 ? (
        <EmptyPanel icon={InboxIcon} title={T.empty} text={T.emptyText} />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={setRead.isPending && setRead.variables?.id === message.id}
                onToggleRead={toggleRead}
                onDelete={setDeleting}
              />
            ))}
          </Box>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Button
                variant="outlined"
                // A failed next page keeps the messages already shown and says so.
                onClick={() =>
                  void fetchNextPage().then((result) => result.isFetchNextPageError && notify(T.loadFailed, 'error'))
                }
                disabled={isFetchingNextPage}
                startIcon={isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {T.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        message={T.deleteConfirm}
        confirmLabel={T.deleteAction}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
