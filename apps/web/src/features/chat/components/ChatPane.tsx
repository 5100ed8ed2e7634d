// The main pane with a chat open (docs/product/chat.md Messages): header, messages, the typing
// line and the composer, with the chat's actions (Clear All Messages for whoever may clear;
// Block for a conversation; Report per message), the Send Files dialog and the realtime room
// joined.
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { CHAT_MESSAGES, CHAT_SCREEN, isAdminRole, type ChatUser, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session';
import { useBlocks } from '../api/get-blocks';
import { chatKeys } from '../api/keys';
import { unblockUser } from '../api/unblock-user';
import type { ChatTarget } from '../chat-target';
import SendFilesDialog from '../files/SendFilesDialog';
import { RoomIcon } from '../lists/RoomList';
import { chatHeading, useChatInfo } from '../use-chat-info';
import { loadOlder, threadQuery } from '../thread/thread-query';
import { withMessages, withoutAttachment, type ShownMessage, type ThreadData } from '../thread/thread-data';
import { useJoinedChat } from '../thread/use-joined-chat';
import { useSendMessage } from '../thread/use-send-message';
import { useTypingNames, useTypingSignal } from '../thread/use-typing';
import BlockUserDialog from './BlockUserDialog';
import ChatAvatar from './ChatAvatar';
import ChatHeader, { type HeaderAction } from './ChatHeader';
import ClearChatDialog from './ClearChatDialog';
import { ListFailed } from './ListState';
import MessageComposer from './MessageComposer';
import MessageList from './MessageList';
import ReportMessageDialog from './ReportMessageDialog';
import { SelectConversation } from './EmptyPane';

interface Props {
  target: ChatTarget;
  me: SessionUser;
  onOpenList?: () => void;
  onClose(): void;
}

export default function ChatPane({ target, me, onOpenList, onClose }: Props) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const info = useChatInfo(target);
  const thread = useQuery(threadQuery(target));
  const blocks = useBlocks();
  const typingNames = useTypingNames(target, me.id);
  const typing = useTypingSignal(target, me);
  const { send, retry } = useSendMessage(target, me);
  const live = useJoinedChat(info.status === 'missing' ? null : target);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [blocking, setBlocking] = useState<ChatUser | null>(null);
  const [reporting, setReporting] = useState<ShownMessage | null>(null);
  const [sendingFiles, setSendingFiles] = useState(false);

  const update = useCallback(
    (change: (data: ThreadData) => ThreadData) =>
      queryClient.setQueryData<ThreadData>(chatKeys.thread(target), (data) => (data ? change(data) : data)),
    [queryClient, target],
  );

  const onLoadOlder = useCallback(() => {
    setLoadingOlder(true);
    loadOlder(queryClient, target)
      .catch(() =>
        notify(
          target.kind === 'conversation' ? CHAT_MESSAGES.fetchMessagesFailed : CHAT_MESSAGES.fetchRoomMessagesFailed,
          'error',
        ),
      )
      .finally(() => setLoadingOlder(false));
  }, [queryClient, target, notify]);

  const onAttachmentDeleted = useCallback(
    (messageId: number, attachmentId: number) => update((data) => withoutAttachment(data, messageId, attachmentId)),
    [update],
  );

  const onFilesSent = useCallback(
    (message: DirectMessage | RoomMessage) => update((data) => withMessages(data, [message])),
    [update],
  );

  async function unblock(user: ChatUser) {
    try {
      await unblockUser(user.id);
      notify(CHAT_SCREEN.unblocked(user.username), 'success');
      for (const queryKey of [chatKeys.blocks, chatKeys.users]) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      console.warn('Chat: unblocking failed', error);
      notify(CHAT_SCREEN.unblockFailed, 'error');
    }
  }

  const notFound = thread.error instanceof ApiError && thread.error.status === 404;
  if (info.status === 'missing' || notFound) return <SelectConversation onOpenList={onOpenList} />;

  const participant = info.status === 'found' ? info.participant : undefined;
  const room = info.status === 'found' ? info.room : undefined;
  const blocked = Boolean(participant && blocks.data?.some((user) => user.id === participant.id));
  const isAdmin = isAdminRole(me.role);

  // docs/product/chat.md: both participants clear a conversation; only administrators clear a room.
  const mayClear = info.status === 'found' && (target.kind === 'conversation' || isAdmin);
  const actions: HeaderAction[] = [];
  if (participant)
    actions.push(
      blocked
        ? { label: CHAT_SCREEN.unblock, icon: <RestoreIcon fontSize="small" />, onClick: () => void unblock(participant) }
        : {
            label: CHAT_SCREEN.block,
            icon: <BlockIcon fontSize="small" />,
            danger: true,
            onClick: () => setBlocking(participant),
          },
    );

  const { title, subtitle } = chatHeading(info);
  const picture = participant ? (
    <ChatAvatar username={participant.username} avatarUrl={participant.avatar_url} />
  ) : room ? (
    <RoomIcon room={room} />
  ) : null;

  return (
    <Box data-live={live} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <ChatHeader
        picture={picture}
        title={title}
        subtitle={subtitle}
        typing={typingNames.length > 0 ? CHAT_SCREEN.typing(typingNames) : null}
        offline={live === 'offline'}
        actions={info.status === 'found' ? actions : []}
        onClear={mayClear ? () => setClearing(true) : undefined}
        onOpenList={onOpenList}
      />
      {thread.isPending ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : thread.isError ? (
        <Box sx={{ flex: 1 }}>
          <ListFailed
            message={target.kind === 'conversation' ? CHAT_MESSAGES.fetchMessagesFailed : CHAT_MESSAGES.fetchRoomMessagesFailed}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        </Box>
      ) : (
        <MessageList
          key={`${target.kind}:${target.id}`}
          target={target}
          data={thread.data}
          myId={me.id}
          canDeleteAllFiles={isAdmin}
          loadingOlder={loadingOlder}
          onLoadOlder={onLoadOlder}
          onReport={setReporting}
          onRetry={retry}
          onAttachmentDeleted={onAttachmentDeleted}
        />
      )}
      {blocked && participant ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2.5,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            {CHAT_SCREEN.blockedNotice}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => void unblock(participant)}>
            {CHAT_SCREEN.unblock}
          </Button>
        </Box>
      ) : (
        <MessageComposer
          key={`${target.kind}:${target.id}`}
          disabled={!thread.isSuccess || info.status !== 'found'}
          onSend={send}
          onTyped={typing.typed}
          onStopTyping={typing.stop}
          onAttach={() => setSendingFiles(true)}
        />
      )}
      <ClearChatDialog open={clearing} target={target} onClose={() => setClearing(false)} onCleared={onClose} />
      <BlockUserDialog user={blocking} onClose={() => setBlocking(null)} />
      <ReportMessageDialog message={reporting} target={target} onClose={() => setReporting(null)} />
      <SendFilesDialog open={sendingFiles} target={target} onClose={() => setSendingFiles(false)} onSent={onFilesSent} />
    </Box>
  );
}
