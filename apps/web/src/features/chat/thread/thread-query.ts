// Loading a chat's messages into the query cache: the newest page when it opens, older pages
// as the member scrolls up (`before`), and what came since (`after`) each time the socket
// (re)joins the chat or a message arrives while it is being read (docs/product/chat.md). Reading a
// conversation through the API is what marks it read.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CATCH_UP_PAGE, getMessages, MESSAGE_PAGE, type ChatMessage, type MessagePageRequest } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { updateConversations } from '../api/get-conversations';
import type { ChatTarget } from '../chat-target';
import { firstServerId, threadFromNewest, withMessages, withNewestPage, type ThreadData } from './thread-data';

/**
 * A page of the chat. Any read of a conversation marks it read on the server; its badge goes
 * at once here, without waiting for messages_read (which a socket still connecting misses).
 */
async function readPage(queryClient: QueryClient, target: ChatTarget, page: MessagePageRequest = {}): Promise<ChatMessage[]> {
  const messages = await getMessages(target, page);
  if (target.kind !== 'conversation') return messages;
  updateConversations(queryClient, (conversation) =>
    conversation.id === target.id && conversation.unread_count > 0 ? { ...conversation, unread_count: 0 } : conversation,
  );
  // A list read under way may have counted before this read: read it again.
  if (queryClient.getQueryState(chatKeys.conversations)?.fetchStatus === 'fetching')
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  return messages;
}

async function loadNewest(queryClient: QueryClient, target: ChatTarget): Promise<ThreadData> {
  return threadFromNewest(await readPage(queryClient, target), MESSAGE_PAGE);
}

/**
 * The thread's cache entry. Never refetched by itself: a refetch would drop the older pages
 * and the sends on their way; the socket and catchUp() keep it current instead.
 */
export const threadQuery = (target: ChatTarget) =>
  queryOptions({
    queryKey: chatKeys.thread(target),
    queryFn: ({ client }) => loadNewest(client, target),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** A catch-up asking for more than this many pages starts again from the newest page. */
const MAX_CATCH_UP_PAGES = 10;

async function catchUpOnce(queryClient: QueryClient, target: ChatTarget) {
  const key = chatKeys.thread(target);
  await queryClient.ensureQueryData(threadQuery(target));
  for (let round = 0; round < MAX_CATCH_UP_PAGES; round++) {
    const held = queryClient.getQueryData<ThreadData>(key);
    if (!held) return;
    const after = held.syncedId;
    if (after === undefined) {
      // The chat was empty: the newest page is all there is to catch up with.
      const fresh = await loadNewest(queryClient, target);
      queryClient.setQueryData<ThreadData>(key, (current) =>
        current ? { ...withNewestPage(current, fresh.messages), hasOlder: fresh.hasOlder } : current,
      );
      return;
    }
    const page = await readPage(queryClient, target, { after, limit: CATCH_UP_PAGE });
    queryClient.setQueryData<ThreadData>(key, (current) => (current ? withNewestPage(current, page) : current));
    if (page.length < CATCH_UP_PAGE) return;
  }
  // Too far behind to walk forward: the newest page, with older ones loaded on scroll again.
  const fresh = await loadNewest(queryClient, target);
  queryClient.setQueryData<ThreadData>(key, (current) => ({
    ...fresh,
    messages: fresh.messages.concat(current?.messages.filter((m) => m.pending) ?? []),
  }));
}

/** One catch-up per chat at a time; a call made meanwhile runs once more after it. */
const running = new Map<string, { again: boolean; done: Promise<void> }>();

export function catchUp(queryClient: QueryClient, target: ChatTarget): Promise<void> {
  const id = `${target.kind}:${target.id}`;
  const current = running.get(id);
  if (current) {
    current.again = true;
    return current.done;
  }
  const entry = { again: false, done: Promise.resolve() };
  entry.done = (async () => {
    try {
      do {
        entry.again = false;
        await catchUpOnce(queryClient, target);
      } while (entry.again);
    } finally {
      running.delete(id);
    }
  })();
  running.set(id, entry);
  return entry.done;
}

/** The page before the oldest message held, merged in. */
export async function loadOlder(queryClient: QueryClient, target: ChatTarget): Promise<void> {
  const key = chatKeys.thread(target);
  const held = queryClient.getQueryData<ThreadData>(key);
  const before = held && held.hasOlder ? firstServerId(held) : undefined;
  if (before === undefined) return;
  const page = await readPage(queryClient, target, { before });
  queryClient.setQueryData<ThreadData>(key, (current) =>
    current ? { ...withMessages(current, page), hasOlder: page.length === MESSAGE_PAGE } : current,
  );
}
