// The Find Users tab (docs/product/chat.md): other members by name, each labelled 'Administrator'
// or 'Member' with the action their state allows. The search text is asked of the server, a
// page at a time: more load as the member scrolls to the end.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { CHAT_MESSAGES, CHAT_SCREEN } from '@clanhall/shared';
import LoadMoreSentinel from '../../../components/LoadMoreSentinel';
import { useNotify } from '../../../components/feedback/notify';
import { useChatUsers, type FoundUser } from '../api/get-chat-users';
import { chatKeys } from '../api/keys';
import { sendFriendRequest } from '../api/send-friend-request';
import { startConversation } from '../api/start-conversation';
import type { ChatTarget } from '../chat-target';
import ChatAvatar from '../components/ChatAvatar';
import { ListEmpty, ListFailed, ListLoading } from '../components/ListState';
import { useDebounced } from '../../../lib/use-debounced';
import UserStateAction from './UserStateAction';

interface Props {
  search: string;
  onOpen(target: ChatTarget): void;
}

const SEARCH_PAUSE_MS = 250;

export default function FindUsersList({ search, onOpen }: Props) {
  const settledSearch = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useChatUsers(settledSearch);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const [opening, setOpening] = useState<number | null>(null);

  async function request(user: FoundUser) {
    setSending((current) => new Set(current).add(user.id));
    try {
      await sendFriendRequest(user.id);
      notify(CHAT_MESSAGES.requestSent, 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.users }),
        queryClient.invalidateQueries({ queryKey: chatKeys.sentRequests }),
      ]);
    } catch (error) {
      console.warn('Chat: sending a friend request failed', error);
      notify(CHAT_MESSAGES.requestFailed, 'error');
    } finally {
      setSending((current) => {
        const next = new Set(current);
        next.delete(user.id);
        return next;
      });
    }
  }

  async function openChat(user: FoundUser) {
    setOpening(user.id);
    try {
      const conversation = await startConversation(user.id);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      onOpen({ kind: 'conversation', id: conversation.id });
    } catch (error) {
      console.warn('Chat: starting a conversation failed', error);
      notify(CHAT_MESSAGES.startFailed, 'error');
    } finally {
      setOpening(null);
    }
  }

  // The list shown is for an older search text until the new answer is in.
  const searching = settledSearch !== search.trim() || isPlaceholderData;
  if (isPending) return <ListLoading />;
  if (isError)
    return <ListFailed message={CHAT_MESSAGES.fetchUsersFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <ListLoading />;
  if (data.length === 0)
    return <ListEmpty icon={<PersonSearchIcon />} title={settledSearch ? CHAT_SCREEN.noMatches : CHAT_SCREEN.noUsers} />;
  return (
    <>
      <List
        disablePadding
        aria-label={CHAT_MESSAGES.tabs.findUsers}
        aria-busy={searching}
        sx={{ opacity: searching ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {data.map((user) => {
          const isAdmin = user.role === 'admin';
          return (
            <ListItem key={user.id} aria-label={user.username} sx={{ gap: 1.5, py: 1, px: 2 }}>
              <ChatAvatar username={user.username} avatarUrl={user.avatar_url} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap fontWeight={600}>
                  {user.username}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={isAdmin ? 'primary' : 'secondary'}
                  label={isAdmin ? CHAT_MESSAGES.administrator : CHAT_MESSAGES.member}
                  sx={{ height: 20, fontSize: 11, mt: 0.25 }}
                />
              </Box>
              <UserStateAction
                state={sending.has(user.id) ? 'sending' : user.state}
                busy={opening !== null}
                onOpenChat={() => void openChat(user)}
                onSendRequest={() => void request(user)}
              />
            </ListItem>
          );
        })}
      </List>
      <LoadMoreSentinel
        hasMore={hasNextPage && !searching}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={CHAT_SCREEN.moreUsers}
      />
    </>
  );
}
