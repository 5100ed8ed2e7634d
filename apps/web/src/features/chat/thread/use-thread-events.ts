// The socket's news about messages, applied to every thread the screen holds (docs/product/chat.md):
// new_message merged by id (the member's own echo replaces the send on its way), chat_cleared
// empties the thread, message_deleted and attachment_deleted remove what went. A message from
// someone else in the conversation being read is caught up through the API, which marks it
// read; a tab in the background does that when it is looked at again.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime/hooks';
import { chatKeys } from '../api/keys';
import { sameTarget, targetOfEvent, type ChatTarget } from '../chat-target';
import { catchUp } from './thread-query';
import { emptyThread, withMessages, withoutAttachment, withoutMessage, type ThreadData } from './thread-data';

export function useThreadEvents(open: ChatTarget | null) {
  const queryClient = useQueryClient();
  const openRef = useRef(open);
  openRef.current = open;
  /** The open conversation got a message while the tab was hidden: read it when shown. */
  const unreadWhileHidden = useRef(false);

  const update = (target: ChatTarget, change: (data: ThreadData) => ThreadData) =>
    queryClient.setQueryData<ThreadData>(chatKeys.thread(target), (data) => (data ? change(data) : data));

  const markRead = (target: ChatTarget) =>
    catchUp(queryClient, target).catch((error: unknown) => console.warn('Chat: marking read failed', error));

  useSocketEvent('new_message', (event) => {
    const target = targetOfEvent(event);
    if (!target) return;
    update(target, (data) => withMessages(data, [event.message]));
    if (target.kind !== 'conversation' || event.message.is_own || !sameTarget(target, openRef.current)) return;
    if (document.visibilityState === 'visible') void markRead(target);
    else unreadWhileHidden.current = true;
  });

  useSocketEvent('chat_cleared', (event) => {
    const target = targetOfEvent(event);
    if (target) update(target, emptyThread);
  });

  useSocketEvent('message_deleted', (event) => {
    const target = targetOfEvent(event);
    if (target) update(target, (data) => withoutMessage(data, event.message_id));
  });

  useSocketEvent('attachment_deleted', (event) => {
    const target = targetOfEvent(event);
    if (target) update(target, (data) => withoutAttachment(data, event.message_id, event.attachment_id));
  });

  useEffect(() => {
    const onVisible = () => {
      const target = openRef.current;
      if (document.visibilityState !== 'visible' || !unreadWhileHidden.current || target?.kind !== 'conversation') return;
      unreadWhileHidden.current = false;
      void markRead(target);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // markRead reads only the query client, which stays the same.
  }, []);
}
