// Which chat this tab shows right now, for the desktop notifications: none is shown for a
// message in the conversation or room the member is looking at. ChatNotifications sets it from
// the address on every navigation (the Messages screen keeps the open chat there,
// chat-address.ts); a screen that shows a chat some other way calls setOpenChat(target) and
// setOpenChat(null) itself. Other tabs learn it through a Web Lock (viewing-lock.ts).
import type { ChatTarget } from '../chat-target';

let openChat: ChatTarget | null = null;
const listeners = new Set<() => void>();

export function setOpenChat(target: ChatTarget | null) {
  if (openChat?.kind === target?.kind && openChat?.id === target?.id) return;
  openChat = target ? { kind: target.kind, id: target.id } : null;
  listeners.forEach((listener) => listener());
}

export function getOpenChat(): ChatTarget | null {
  return openChat;
}

export function subscribeOpenChat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same name for a chat in every tab: 'conversation:12' or 'room:3'. */
export const chatKey = (target: ChatTarget) => `${target.kind}:${target.id}`;
