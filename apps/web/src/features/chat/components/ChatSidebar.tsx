// The left panel (docs/product/chat.md Messages): a search box and the four tabs Chats, Groups,
// Requests (with the number waiting) and Find Users. The search filters the open tab.
import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { CHAT_MESSAGES, CHAT_SCREEN } from '@clanhall/shared';
import { useConversations } from '../api/get-conversations';
import { useFriendRequests } from '../api/get-friend-requests';
import type { ChatTarget } from '../chat-target';
import ConversationList from '../lists/ConversationList';
import FindUsersList from '../lists/FindUsersList';
import RequestList from '../lists/RequestList';
import RoomList from '../lists/RoomList';

export type ChatTab = 'chats' | 'groups' | 'requests' | 'users';

const TAB_NAMES: Record<ChatTab, string> = {
  chats: CHAT_MESSAGES.tabs.chats,
  groups: CHAT_MESSAGES.tabs.groups,
  requests: CHAT_MESSAGES.tabs.requests,
  users: CHAT_MESSAGES.tabs.findUsers,
};

interface Props {
  tab: ChatTab;
  onTab(tab: ChatTab): void;
  search: string;
  onSearch(search: string): void;
  selected: ChatTarget | null;
  onSelect(target: ChatTarget): void;
}

/** A tab's icon with the number waiting on its corner (hidden at 0). */
function CountIcon({ icon, count, label, testId }: { icon: ReactNode; count: number; label: string; testId: string }) {
  if (count <= 0) return icon;
  return (
    <Badge
      color="primary"
      badgeContent={count}
      max={99}
      slotProps={{ badge: { 'aria-label': `${count} ${label}`, 'data-testid': testId } as object }}
      sx={{ '& .MuiBadge-badge': { fontWeight: 700, fontSize: 10.5, height: 17, minWidth: 17, px: 0.5 } }}
    >
      {icon}
    </Badge>
  );
}

export default function ChatSidebar({ tab, onTab, search, onSearch, selected, onSelect }: Props) {
  const { data: requests } = useFriendRequests();
  const { data: conversations } = useConversations();
  const pending = requests?.length ?? 0;
  const unread = conversations?.reduce((sum, conversation) => sum + conversation.unread_count, 0) ?? 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Typography variant="h1" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
          {CHAT_SCREEN.heading}
        </Typography>
        <TextField
          size="small"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={CHAT_SCREEN.search}
          slotProps={{
            htmlInput: { 'aria-label': CHAT_SCREEN.search, type: 'search', maxLength: 64 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              sx: { borderRadius: 999, bgcolor: 'tint.white.3' },
            },
          }}
        />
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: ChatTab) => onTab(next)}
        variant="fullWidth"
        aria-label={CHAT_SCREEN.heading}
        sx={{
          minHeight: 0,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, minHeight: 60, px: 0.25, fontSize: 11.5, gap: 0.5, whiteSpace: 'nowrap' },
        }}
      >
        <Tab
          value="chats"
          icon={<CountIcon icon={<ChatIcon fontSize="small" />} count={unread} label="unread" testId="chats-badge" />}
          label={CHAT_MESSAGES.tabs.chats}
        />
        <Tab value="groups" icon={<GroupsIcon fontSize="small" />} label={CHAT_MESSAGES.tabs.groups} />
        <Tab
          value="requests"
          icon={<CountIcon icon={<PersonAddIcon fontSize="small" />} count={pending} label="pending" testId="requests-badge" />}
          label={CHAT_MESSAGES.tabs.requests}
        />
        <Tab value="users" icon={<PersonSearchIcon fontSize="small" />} label={CHAT_MESSAGES.tabs.findUsers} />
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 1 }} role="tabpanel" aria-label={TAB_NAMES[tab]}>
        {tab === 'chats' && <ConversationList search={search} selected={selected} onSelect={onSelect} />}
        {tab === 'groups' && <RoomList search={search} selected={selected} onSelect={onSelect} />}
        {tab === 'requests' && <RequestList search={search} onOpen={onSelect} />}
        {tab === 'users' && <FindUsersList search={search} onOpen={onSelect} />}
      </Box>
    </Box>
  );
}
