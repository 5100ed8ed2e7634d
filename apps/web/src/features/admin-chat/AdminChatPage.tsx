// /admin/chat Chat Management (docs/product/back-office.md, docs/product/chat.md): tiles, the rooms (a
// table on desktop, cards on phones) with their messages dialog, private rooms' members, the
// Create Room dialog, deletes after confirming, and beyond the documents the reports queue
// (docs/product/chat.md). The tab lives in the address (?tab=reports).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_FEEDBACK_TEXTS as F, ADMIN_CHAT_MESSAGES as M, type ChatRoom } from '@clanhall/shared';
import ConfirmDialog from '../../components/ConfirmDialog';
import LoadFailedAlert from '../../components/LoadFailedAlert';
import PageSpinner from '../../components/PageSpinner';
import { useAdminEditor } from '../../lib/use-admin-editor';
import { useCreateRoom, type RoomInput } from './api/create-room';
import { useDeleteRoom } from './api/delete-room';
import { useOpenReports } from './api/get-chat-reports';
import { useChatRooms } from './api/get-chat-rooms';
import ChatStats from './components/ChatStats';
import ChatTabs, { type ChatTab } from './components/ChatTabs';
import CreateRoomDialog from './components/CreateRoomDialog';
import ReportsPanel from './components/ReportsPanel';
import RoomMembersDialog from './components/RoomMembersDialog';
import RoomMessagesDialog from './components/RoomMessagesDialog';
import RoomsPanel from './components/RoomsPanel';
import { useLoadErrorNotice } from '../../lib/use-load-error-notice';
import AdminPage, { useNarrowAdminLayout } from '../../components/admin/AdminPage';

/** docs/product/back-office.md names the chat screen's messages; useAdminEditor's flow takes them by role. */
const EDITOR_MESSAGES = {
  created: M.roomCreated,
  updated: M.roomCreated,
  saveFailed: M.createRoomFailed,
  deleted: M.roomDeleted,
  deleteFailed: M.deleteRoomFailed,
};

export default function AdminChatPage() {
  const narrow = useNarrowAdminLayout();
  const [params, setParams] = useSearchParams();
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useChatRooms();
  const openReports = useOpenReports();
  const editor = useAdminEditor<ChatRoom, RoomInput, { room: ChatRoom }>({
    create: useCreateRoom(),
    remove: useDeleteRoom(),
    messages: EDITOR_MESSAGES,
    // docs/product/back-office.md gives only 'Error creating chat room' here (for users it says "the
    // server's error field, else …"), so the server's own reason is not shown.
    saveErrorText: () => M.createRoomFailed,
  });
  const [opened, setOpened] = useState<{ id: number; view: 'messages' | 'members' } | null>(null);
  // docs/product/back-office.md: the Total Messages tile counts the room whose messages were opened last.
  const [countedId, setCountedId] = useState<number>();

  // docs/product/back-office.md: the snackbar alone says what failed, once per failed load; the
  // alert in its place only says it could not load, beside Try again.
  useLoadErrorNotice({ isError, errorUpdatedAt }, M.fetchRoomsFailed);

  const rooms = data?.rooms ?? [];
  // The list's copy, so counts follow every change made in the dialogs.
  const openRoom = opened ? rooms.find((room) => room.id === opened.id) : undefined;
  const countedRoom = rooms.find((room) => room.id === countedId);
  const tab: ChatTab = params.get('tab') === 'reports' ? 'reports' : 'rooms';
  const setTab = (next: ChatTab) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'rooms') nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );

  const listProps = {
    rooms,
    onViewMessages: (room: ChatRoom) => {
      setOpened({ id: room.id, view: 'messages' });
      setCountedId(room.id);
    },
    onManageMembers: (room: ChatRoom) => setOpened({ id: room.id, view: 'members' }),
    onDelete: editor.askDelete,
  };

  return (
    <AdminPage
      title={M.title}
      subtitle={M.subtitle}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => editor.openEditor()}>
          {M.createRoom}
        </Button>
      }
    >
      {isPending ? (
        <PageSpinner label={M.loading} />
      ) : !data ? (
        <LoadFailedAlert message={F.listLoadFailed} retryLabel={M.retry} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <ChatStats rooms={rooms} openedRoom={countedRoom} />
          <ChatTabs tab={tab} openReports={openReports.data?.reports.length} onChange={setTab} />
          <Box role="tabpanel" id={`${tab}-panel`} aria-labelledby={`${tab}-tab`}>
            {tab === 'rooms' ? <RoomsPanel narrow={narrow} {...listProps} /> : <ReportsPanel narrow={narrow} />}
          </Box>
        </>
      )}
      {openRoom && opened?.view === 'messages' && (
        <RoomMessagesDialog key={openRoom.id} room={openRoom} onClose={() => setOpened(null)} />
      )}
      {openRoom && opened?.view === 'members' && (
        <RoomMembersDialog key={openRoom.id} room={openRoom} onClose={() => setOpened(null)} />
      )}
      {editor.editing && (
        <CreateRoomDialog
          key={editor.editing.key}
          saving={editor.saving}
          error={editor.saveError}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      )}
      <ConfirmDialog {...editor.deleteDialog} title={M.deleteRoomTitle} message={M.confirmDeleteRoom} confirmLabel={M.delete} />
    </AdminPage>
  );
}
