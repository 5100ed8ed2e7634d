// Keeps the left panel's lists current from the socket (docs/product/chat.md): the server nudges a
// list that changed (requests_changed, conversations_changed, rooms_changed) and the list is
// read again; messages_read clears a conversation's unread badge in every tab; a new direct
// message moves its conversation to the top with the new last message, counting it unread
// unless it is being read right now. After a connect every list is read again, since the
// nudges sent before it (the first connect included: see useRefreshOnConnect) were lost.
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type Conversation } from '@clanhall/shared';
import { useRefreshOnConnect, useSocketEvent } from '../../../lib/realtime/hooks';
import { chatKeys } from '../api/keys';
import { cachedConversations, moveConversationToTop, updateConversations } from '../api/get-conversations';
import { sameTarget, targetOfEvent, type ChatTarget } from '../chat-target';
import { messageText } from '../thread/thread-data';

/** A conversation's last message as the list shows it (files only: a short summary). */
function lastMessageOf(message: Parameters<typeof messageText>[0]): string {
  const text = messageText(message);
  if (text || message.attachments.length === 0) return text;
  return CHAT_MESSAGES.filesSummary(message.attachments.length, message.attachments[0]!.name);
}

export function useChatListEvents(open: ChatTarget | null) {
  const queryClient = useQueryClient();
  const openRef = useRef(open);
  openRef.current = open;

  const refresh = (...keys: (readonly string[])[]) =>
    keys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));

  useSocketEvent('requests_changed', () => refresh(chatKeys.requests, chatKeys.sentRequests, chatKeys.users));
  useSocketEvent('conversations_changed', () => refresh(chatKeys.conversations, chatKeys.users));
  useSocketEvent('rooms_changed', () => refresh(chatKeys.rooms));

  useSocketEvent('messages_read', ({ conversation_id }) => {
    updateConversations(queryClient, (conversation) => (conversation.id === conversation_id ? { ...conversation, unread_count: 0 } : conversation));
  });

  useSocketEvent('new_message', (event) => {
    const target = targetOfEvent(event);
    if (target?.kind !== 'conversation') return;
    const list = cachedConversations(queryClient);
    const found = list?.find((conversation) => conversation.id === target.id);
    if (!list || !found) return refresh(chatKeys.conversations);
    const reading = sameTarget(target, openRef.current) && document.visibilityState === 'visible';
    const unread = event.message.is_own || reading ? found.unread_count : found.unread_count + 1;
    const updated: Conversation = {
      ...found,
      last_message: lastMessageOf(event.message),
      last_message_time: event.message.created_at,
      unread_count: unread,
    };
    moveConversationToTop(queryClient, updated);
  });

  // Clearing or deleting can change a conversation's last message.
  useSocketEvent('chat_cleared', (event) => {
    if (event.conversation_id !== undefined) refresh(chatKeys.conversations);
  });
  useSocketEvent('message_deleted', (event) => {
    if (event.conversation_id !== undefined) refresh(chatKeys.conversations);
  });

  useRefreshOnConnect(() => refresh(chatKeys.conversations, chatKeys.requests, chatKeys.sentRequests, chatKeys.rooms, chatKeys.users));
}
