// The Requests tab (docs/product/chat.md Friend request): requests waiting for this member's
// answer, with Accept and Decline, and below them the member's own requests still waiting.
// Accepting opens the new conversation (docs/product/chat.md messages).
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { CHAT_MESSAGES, CHAT_SCREEN, type ChatUser, type FriendRequest } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { useFriendRequests } from '../api/get-friend-requests';
import { useSentRequests } from '../api/get-sent-requests';
import { chatKeys } from '../api/keys';
import { respondToRequest } from '../api/respond-to-request';
import type { ChatTarget } from '../chat-target';
import ChatAvatar from '../components/ChatAvatar';
import { ListEmpty, ListFailed, ListLoading } from '../components/ListState';
import { matchesSearch } from './matches-search';

interface Props {
  search: string;
  onOpen(target: ChatTarget): void;
}

function PersonRow({ user, text, actions }: { user: ChatUser; text: string; actions: ReactNode }) {
  return (
    <ListItem sx={{ gap: 1.5, py: 1, px: 2 }} aria-label={user.username}>
      <ChatAvatar username={user.username} avatarUrl={user.avatar_url} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap fontWeight={600}>
          {user.username}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>{actions}</Box>
    </ListItem>
  );
}

const subheader = (text: string) => (
  <ListSubheader
    disableSticky
    sx={{ bgcolor: 'transparent', lineHeight: '36px', fontSize: 12, letterSpacing: '0.08em', textTransform: 'uppercase' }}
  >
    {text}
  </ListSubheader>
);

export default function RequestList({ search, onOpen }: Props) {
  const incoming = useFriendRequests();
  const outgoing = useSentRequests();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [answering, setAnswering] = useState<number | null>(null);

  async function answer(request: FriendRequest, accept: boolean) {
    setAnswering(request.id);
    try {
      const { conversation } = await respondToRequest(request.id, accept);
      notify(accept ? CHAT_MESSAGES.accepted : CHAT_MESSAGES.declined, 'success');
      for (const queryKey of [chatKeys.requests, chatKeys.conversations, chatKeys.users])
        void queryClient.invalidateQueries({ queryKey });
      if (conversation) onOpen({ kind: 'conversation', id: conversation.id });
    } catch (error) {
      console.warn('Chat: answering a friend request failed', error);
      notify(CHAT_MESSAGES.respondFailed, 'error');
    } finally {
      setAnswering(null);
    }
  }

  if (incoming.isPending) return <ListLoading />;
  if (incoming.isError)
    return (
      <ListFailed
        message={CHAT_MESSAGES.fetchRequestsFailed}
        onRetry={() => void incoming.refetch()}
        retrying={incoming.isFetching}
      />
    );
  const received = incoming.data.filter((request) => matchesSearch(request.sender.username, search));
  const sent = (outgoing.data ?? []).filter((request) => matchesSearch(request.recipient.username, search));
  if (received.length === 0 && sent.length === 0)
    return (
      <ListEmpty
        icon={<MailIcon />}
        title={incoming.data.length + (outgoing.data?.length ?? 0) === 0 ? CHAT_SCREEN.noRequests : CHAT_SCREEN.noMatches}
      />
    );

  return (
    <Box>
      {received.length > 0 && (
        <List aria-label={CHAT_SCREEN.received} subheader={subheader(CHAT_SCREEN.received)} dense>
          {received.map((request) => (
            <PersonRow
              key={request.id}
              user={request.sender}
              text={CHAT_SCREEN.wantsToConnect}
              actions={
                <>
                  <Tooltip title={CHAT_SCREEN.accept}>
                    <span>
                      <IconButton
                        aria-label={CHAT_SCREEN.accept}
                        color="success"
                        disabled={answering !== null}
                        onClick={() => void answer(request, true)}
                        sx={{ bgcolor: 'tint.success.12' }}
                      >
                        <CheckIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={CHAT_SCREEN.decline}>
                    <span>
                      <IconButton
                        aria-label={CHAT_SCREEN.decline}
                        color="error"
                        disabled={answering !== null}
                        onClick={() => void answer(request, false)}
                        sx={{ bgcolor: 'tint.error.10' }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </>
              }
            />
          ))}
        </List>
      )}
      {sent.length > 0 && (
        <List aria-label={CHAT_SCREEN.sent} subheader={subheader(CHAT_SCREEN.sent)} dense>
          {sent.map((request) => (
            <PersonRow
              key={request.id}
              user={request.recipient}
              text={CHAT_SCREEN.awaitingReply}
              actions={
                <HourglassIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} aria-label={CHAT_SCREEN.awaitingReply} />
              }
            />
          ))}
        </List>
      )}
    </Box>
  );
}
