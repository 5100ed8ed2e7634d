// The Messages screen keeps the open chat in the address, /messages?conversation=12 or
// ?room=3 (use-chat-selection.ts), so the address tells which chat a tab shows, and a
// notification's click can open the chat it is about.
import type { ChatTarget } from '../chat-target';

const MESSAGES_PATH = '/messages';

function idOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The chat an address shows, or null when it is not the Messages screen with a chat open. */
export function chatInAddress(pathname: string, search: string): ChatTarget | null {
  if (pathname !== MESSAGES_PATH) return null;
  const params = new URLSearchParams(search);
  const conversation = idOf(params.get('conversation'));
  if (conversation) return { kind: 'conversation', id: conversation };
  const room = idOf(params.get('room'));
  return room ? { kind: 'room', id: room } : null;
}

/** The address that opens `target` on the Messages screen. */
export const chatAddress = (target: ChatTarget) =>
  `${MESSAGES_PATH}?${target.kind === 'conversation' ? 'conversation' : 'room'}=${target.id}`;
