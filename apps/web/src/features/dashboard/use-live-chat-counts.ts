// Keeps the dashboard's chat numbers current while it is open (docs/product/screens.md Dashboard):
// the server's socket events say when they change: a message from someone else arriving or a
// conversation read (in any tab) or cleared changes the unread count; requests_changed the
// pending requests. After a connect both are read again: events may have been missed.
import { useQueryClient } from '@tanstack/react-query';
import { useRefreshOnConnect, useSocketEvent } from '../../lib/realtime/hooks';
import { dashboardKeys } from './api/keys';

export function useLiveChatCounts() {
  const queryClient = useQueryClient();
  const refreshUnread = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.unreadCount });
  const refreshRequests = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.pendingRequestCount });

  useSocketEvent('new_message', (event) => {
    // Only direct messages count as unread (docs/product/chat.md), and never the member's own.
    if (event.conversation_id !== undefined && !event.message.is_own) refreshUnread();
  });
  useSocketEvent('messages_read', refreshUnread);
  useSocketEvent('chat_cleared', (event) => {
    if (event.conversation_id !== undefined) refreshUnread();
  });
  useSocketEvent('message_deleted', (event) => {
    if (event.conversation_id !== undefined) refreshUnread();
  });
  useSocketEvent('conversations_changed', refreshUnread);
  useSocketEvent('requests_changed', refreshRequests);

  useRefreshOnConnect(() => {
    refreshUnread();
    refreshRequests();
  });
}
