// The Chats tab (docs/product/chat.md Conversation): each conversation's other participant,
// last message and time, and the unread count; the open one highlighted. Each row is a list item
// holding one button, named by what it shows (WCAG 2.5.3): the name first, then time and message.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { CHAT_MESSAGES, CHAT_SCREEN, type Conversation } from '@clanhall/shared';
import LoadMoreSentinel from '../../../components/LoadMoreSentinel';
import { useConversations } from '../api/get-conversations';
import { listTime } from '../chat-dates';
import type { ChatTarget } from '../chat-target';
import ChatAvatar from '../components/ChatAvatar';
import { ListEmpty, ListFailed, ListLoading } from '../components/ListState';
import { displayText } from '../message-display';
import { matchesSearch } from './matches-search';

interface Props {
  search: string;
  selected: ChatTarget | null;
  onSelect(target: ChatTarget): void;
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect(): void;
}) {
  const { participant, unread_count: unread } = conversation;
  const last = conversation.last_message ? displayText(conversation.last_message).text : '';
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} onClick={onSelect} sx={{ gap: 1.5, py: 1.25, borderRadius: 2, mx: 1, mb: 0.5 }}>
        <ChatAvatar username={participant.username} avatarUrl={participant.avatar_url} decorative />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap fontWeight={unread > 0 ? 700 : 600} sx={{ flex: 1 }}>
              {participant.username}
            </Typography>
            {conversation.last_message_time && (
              <Typography variant="caption" color={unread > 0 ? 'primary.light' : 'text.secondary'} sx={{ flexShrink: 0 }}>
                {listTime(conversation.last_message_time)}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" noWrap color={unread > 0 ? 'text.primary' : 'text.secondary'} sx={{ flex: 1 }}>
              {last || '\u00a0'}
            </Typography>
            {unread > 0 && (
              <Chip
                size="small"
                color="primary"
                label={unread}
                aria-label={`${unread} unread`}
                data-testid="unread-badge"
                sx={{ height: 20, minWidth: 20, fontSize: 12, '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export default function ConversationList({ search, selected, onSelect }: Props) {
  const { data, isPending, isError, refetch, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = useConversations();
  if (isPending) return <ListLoading />;
  if (isError && !data)
    return <ListFailed message={CHAT_MESSAGES.fetchConversationsFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <ListLoading />;
  const shown = data.filter((conversation) => matchesSearch(conversation.participant.username, search));
  if (data.length === 0)
    return <ListEmpty icon={<ForumIcon />} title={CHAT_SCREEN.noConversations} text={CHAT_SCREEN.noConversationsText} />;
  if (shown.length === 0) return <ListEmpty icon={<ForumIcon />} title={CHAT_SCREEN.noMatches} />;
  return (
    <>
      <List disablePadding aria-label={CHAT_MESSAGES.tabs.chats}>
        {shown.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            selected={selected?.kind === 'conversation' && selected.id === conversation.id}
            onSelect={() => onSelect({ kind: 'conversation', id: conversation.id })}
          />
        ))}
      </List>
      <LoadMoreSentinel
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={CHAT_SCREEN.moreConversations}
      />
    </>
  );
}
