// Sending a text message (docs/product/chat.md): shown at once as a pending message carrying
// a client_id, replaced by the server's message when the answer or the socket's echo arrives,
// whichever comes first (thread-data.ts). A failed send stays on screen with Retry, which
// sends the same client_id again, so the server keeps it once even if the first did get through.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/http';
import type { SessionUser } from '../../../lib/session';
import { sendMessage } from '../api/send-message';
import { chatKeys } from '../api/keys';
import type { ChatTarget } from '../chat-target';
import { newClientId, nextPendingId } from './client-id';
import { messageText, withMessages, withPendingState, type ShownMessage, type ThreadData } from './thread-data';

function pendingMessage(target: ChatTarget, me: SessionUser, text: string, clientId: string): ShownMessage {
  const common = {
    id: nextPendingId(),
    sender_id: me.id,
    username: me.username,
    avatar_url: me.avatar_url ?? null,
    is_own: true,
    client_id: clientId,
    created_at: new Date().toISOString(),
    attachments: [],
    pending: 'sending' as const,
  };
  if (target.kind === 'conversation')
    return { ...common, conversation_id: target.id, content: text, read: false } satisfies DirectMessage;
  return { ...common, room_id: target.id, message: text, message_type: 'text' } satisfies RoomMessage;
}

/** A refused send says why when the reason is the block (beyond the documents), else the spec's text. */
function sendErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 403 && error.serverError ? error.serverError : CHAT_MESSAGES.sendFailed;
}

export function useSendMessage(target: ChatTarget | null, me: SessionUser | null) {
  const queryClient = useQueryClient();
  const notify = useNotify();

  const deliver = useCallback(
    async (chat: ChatTarget, text: string, clientId: string) => {
      const key = chatKeys.thread(chat);
      try {
        const message = await sendMessage(chat, text, clientId);
        queryClient.setQueryData<ThreadData>(key, (data) => (data ? withMessages(data, [message]) : data));
      } catch (error) {
        queryClient.setQueryData<ThreadData>(key, (data) => (data ? withPendingState(data, clientId, 'failed') : data));
        notify(sendErrorText(error), 'error');
      }
    },
    [queryClient, notify],
  );

  /** Sends `text`; false when it cannot be sent (docs/product/chat.md: blank, or no chat selected). */
  const send = useCallback(
    (text: string): boolean => {
      if (!target || !me) {
        notify(CHAT_MESSAGES.noConversation, 'warning');
        return false;
      }
      if (!text.trim()) return false;
      const key = chatKeys.thread(target);
      if (!queryClient.getQueryData<ThreadData>(key)) return false;
      const clientId = newClientId();
      const pending = pendingMessage(target, me, text, clientId);
      queryClient.setQueryData<ThreadData>(key, (data) => (data ? { ...data, messages: [...data.messages, pending] } : data));
      void deliver(target, text, clientId);
      return true;
    },
    [target, me, queryClient, notify, deliver],
  );

  const retry = useCallback(
    (message: ShownMessage) => {
      if (!target || !message.client_id || message.pending !== 'failed') return;
      queryClient.setQueryData<ThreadData>(chatKeys.thread(target), (data) =>
        data ? withPendingState(data, message.client_id!, 'sending') : data,
      );
      void deliver(target, messageText(message), message.client_id);
    },
    [target, queryClient, deliver],
  );

  return { send, retry };
}
