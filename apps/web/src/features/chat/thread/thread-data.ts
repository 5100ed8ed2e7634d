// The messages the screen holds for one conversation or room, and the pure rules that change
// them. One list per chat, oldest first, merged by id so a message that arrives twice (the
// socket and a catch-up, or the send's answer and its echo) is shown once; a send still on
// its way is held at the end and replaced by the server's message with its client_id
// (docs/product/chat.md).
import type { ChatMessage } from '../api/get-messages';

/** A message on screen: the server's, or one of the member's own sends not confirmed yet. */
export type ShownMessage = ChatMessage & { pending?: 'sending' | 'failed' };

export interface ThreadData {
  messages: ShownMessage[];
  /** Whether the server may hold older messages than the first one here. */
  hasOlder: boolean;
  /**
   * The newest id up to which the thread is known to miss nothing: set by what the API
   * answered, never by the socket (a message pushed while the connection had been down, or
   * to a chat not joined, may follow a gap). A catch-up asks for what came `after` it.
   */
  syncedId: number | undefined;
}

/** An empty thread, complete as it is (after a clear). */
export const emptyThread = (): ThreadData => ({ messages: [], hasOlder: false, syncedId: undefined });

/** A thread made of a page the API gave (oldest first) that ends with the newest message. */
export const threadFromNewest = (page: ChatMessage[], pageSize: number): ThreadData => ({
  messages: page,
  hasOlder: page.length === pageSize,
  syncedId: page[page.length - 1]?.id,
});

/**
 * The thread with a page from the API merged in that leaves no gap: the newest page, or the
 * page `after` syncedId. The thread is then complete up to the page's last message.
 */
export function withNewestPage(data: ThreadData, page: readonly ChatMessage[]): ThreadData {
  const merged = withMessages(data, page);
  const last = page[page.length - 1]?.id;
  return last === undefined || (data.syncedId !== undefined && data.syncedId >= last) ? merged : { ...merged, syncedId: last };
}

/** The text of a message of either kind (direct messages call it content, room messages message). */
export const messageText = (message: ChatMessage): string => ('content' in message ? message.content : message.message);

const settled = (message: ShownMessage) => !message.pending;

/** `incoming` merged into `held`: by id, replacing pending sends whose client_id came back. */
export function mergeMessages(held: readonly ShownMessage[], incoming: readonly ChatMessage[]): ShownMessage[] {
  const byId = new Map<number, ShownMessage>();
  const pending: ShownMessage[] = [];
  for (const message of held) {
    if (settled(message)) byId.set(message.id, message);
    else pending.push(message);
  }
  for (const message of incoming) byId.set(message.id, message);
  const confirmed = new Set<string>();
  for (const message of byId.values()) if (message.client_id) confirmed.add(message.client_id);
  const waiting = pending.filter((message) => !message.client_id || !confirmed.has(message.client_id));
  return [...[...byId.values()].sort((a, b) => a.id - b.id), ...waiting];
}

export function withMessages(data: ThreadData, incoming: readonly ChatMessage[]): ThreadData {
  return incoming.length === 0 ? data : { ...data, messages: mergeMessages(data.messages, incoming) };
}

export function withoutMessage(data: ThreadData, messageId: number): ThreadData {
  return { ...data, messages: data.messages.filter((message) => message.id !== messageId) };
}

export function withoutAttachment(data: ThreadData, messageId: number, attachmentId: number): ThreadData {
  return {
    ...data,
    messages: data.messages.map((message) =>
      message.id === messageId
        ? { ...message, attachments: message.attachments.filter((file) => file.id !== attachmentId) }
        : message,
    ),
  };
}

/** The pending send with this client_id marked as sending or failed. */
export function withPendingState(data: ThreadData, clientId: string, state: 'sending' | 'failed'): ThreadData {
  return {
    ...data,
    messages: data.messages.map((message) =>
      message.pending && message.client_id === clientId ? { ...message, pending: state } : message,
    ),
  };
}

/** The oldest message held: where the older page (`before`) ends. */
export function firstServerId(data: ThreadData): number | undefined {
  return data.messages.find(settled)?.id;
}
