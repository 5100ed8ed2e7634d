// /messages (docs/product/chat.md Messages): the left panel (320 px; a 280 px drawer on phones)
// with search and the tabs Chats, Groups, Requests, Find Users, and the main pane with the
// open chat or 'Select a Conversation'. The socket's news keeps the lists and the open chat
// current (docs/product/chat.md); the socket itself is opened by the app for every signed-in tab.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CHAT_SCREEN } from '@clanhall/shared';
import { isAuthenticated, useSession, type SessionUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ChatTarget } from './chat-target';
import ChatPane from './components/ChatPane';
import ChatSidebar, { type ChatTab } from './components/ChatSidebar';
import { PleaseLogIn, SelectConversation } from './components/EmptyPane';
import { useChatListEvents } from './lists/use-chat-list-events';
import { useThreadEvents } from './thread/use-thread-events';
import { useChatSelection } from './use-chat-selection';

const PANEL_WIDTH = 320;
const DRAWER_WIDTH = 280;

function MessagesScreen({ me }: { me: SessionUser }) {
  const theme = useTheme();
  // Not a server-rendered page (member only), so the width can be read while rendering.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [selected, select] = useChatSelection();
  const [tab, setTab] = useState<ChatTab>(selected?.kind === 'room' ? 'groups' : 'chats');
  const [search, setSearch] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  useThreadEvents(selected);
  useChatListEvents(selected);

  // A chat opened by the address (Back, a notification) shows its list's tab, unless the
  // member is busy in Requests or Find Users.
  const selectedKind = selected?.kind;
  useEffect(() => {
    if (selectedKind)
      setTab((current) =>
        current === 'chats' || current === 'groups' ? (selectedKind === 'room' ? 'groups' : 'chats') : current,
      );
  }, [selectedKind]);

  const open = (target: ChatTarget) => {
    select(target);
    setTab(target.kind === 'room' ? 'groups' : 'chats');
    setDrawerOpen(false);
  };

  const sidebar = (
    <ChatSidebar tab={tab} onTab={setTab} search={search} onSearch={setSearch} selected={selected} onSelect={open} />
  );
  const openList = phone ? () => setDrawerOpen(true) : undefined;

  return (
    <Box
      sx={{
        // The screen below the sticky header (64 px on phones, 72 px from 'md').
        height: { xs: 'calc(100dvh - 65px)', md: 'calc(100dvh - 73px)' },
        minHeight: { xs: 420, md: 520 },
        display: 'flex',
        p: { xs: 0, md: 3 },
        maxWidth: 1440,
        width: '100%',
        mx: 'auto',
      }}
    >
      <Paper
        sx={{
          flex: 1,
          display: 'flex',
          minWidth: 0,
          overflow: 'hidden',
          borderRadius: { xs: 0, md: 3 },
          border: { xs: 'none', md: undefined },
          bgcolor: 'tint.surface.92',
        }}
      >
        {phone ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{
              paper: { sx: { width: DRAWER_WIDTH, bgcolor: 'background.paper' }, 'aria-label': CHAT_SCREEN.heading } as object,
            }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <Box
            component="aside"
            aria-label={CHAT_SCREEN.heading}
            sx={{ width: PANEL_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'tint.abyss.35' }}
          >
            {sidebar}
          </Box>
        )}
        <Box
          component="section"
          aria-label="Conversation"
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          {selected ? (
            <ChatPane
              key={`${selected.kind}:${selected.id}`}
              target={selected}
              me={me}
              onOpenList={openList}
              onClose={() => select(null)}
            />
          ) : (
            <SelectConversation onOpenList={openList} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}

export default function MessagesPage() {
  useDocumentTitle(CHAT_SCREEN.heading);
  const session = useSession();
  if (!isAuthenticated(session) || !session.user) {
    return (
      <Box sx={{ flex: 1, display: 'flex' }}>
        <PleaseLogIn />
      </Box>
    );
  }
  return <MessagesScreen me={session.user} />;
}
