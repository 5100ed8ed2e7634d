// The messages dialog of a room (docs/product/back-office.md): newest first, each with its sender,
// time and text and a delete button that asks first; older pages on request. Full screen on
// phones like the back office's other dialogs.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { ADMIN_CHAT_MESSAGES as M, ADMIN_FEEDBACK_TEXTS as F, type AdminChatMessage, type ChatRoom } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import PageSpinner from '../../../components/PageSpinner';
import { useNotify } from '../../../components/feedback/notify';
import { useDeleteRoomMessage } from '../api/delete-room-message';
import { useRoomMessages } from '../api/get-room-messages';
import MessageItem from './MessageItem';
import RoomTypeChip from './RoomTypeChip';
import { useLoadErrorNotice } from '../../../lib/use-load-error-notice';

export default function RoomMessagesDialog({ room, onClose }: { room: ChatRoom; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const notify = useNotify();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useRoomMessages(room.id);
  const remove = useDeleteRoomMessage();
  // Kept while the confirmation closes, so its text does not change during the animation.
  const [deleting, setDeleting] = useState<{ message: AdminChatMessage; open: boolean } | null>(null);

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchMessagesFailed);

  // Pages come oldest first, the newest page first: newest first overall.
  const messages = data?.pages.flatMap((page) => [...page.messages].reverse()) ?? [];
  const titleId = `room-messages-${room.id}`;
  const closeDelete = () => setDeleting((d) => (d ? { ...d, open: false } : d));

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.message.id, {
      onSuccess: () => notify(M.messageDeleted, 'success'),
      onError: () => notify(M.deleteMessageFailed, 'error'),
      onSettled: closeDelete,
    });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', pr: 3 }}>
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {room.name}
        </Box>
        <RoomTypeChip type={room.type} />
      </DialogTitle>
      <DialogContent dividers sx={{ py: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {M.roomMessageCount(room.message_count)}
        </Typography>
        {isPending ? (
          <PageSpinner label={M.messagesLoading} />
        ) : !data ? (
          <Alert
            severity="error"
            sx={{ my: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                {M.retry}
              </Button>
            }
          >
            {F.listLoadFailed}
          </Alert>
        ) : messages.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <ForumIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} />
            <Typography color="text.secondary">{M.noMessages}</Typography>
          </Box>
        ) : (
          <>
            <Box component="ul" aria-label={M.colMessages} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {messages.map((message) => (
                <MessageItem key={message.id} message={message} onDelete={(m) => setDeleting({ message: m, open: true })} />
              ))}
            </Box>
            {hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                <Button
                  variant="outlined"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                  startIcon={isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  {M.loadOlder}
                </Button>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {M.close}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting?.open ?? false}
        busy={remove.isPending}
        title={M.deleteMessage}
        message={M.confirmDeleteMessage}
        confirmLabel={M.delete}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </Dialog>
  );
}
