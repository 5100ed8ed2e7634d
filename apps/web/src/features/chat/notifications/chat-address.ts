// The Messages screen keeps the open chat in the address, /messages?conversation=12 or
// ?room=3 (use-chat-selection.ts), so a notification's click can open the chat it is about.
import type { ChatTarget } from '../chat-target';

/** The address that opens `target` on the Messages screen. */
export const chatAddress = (target: ChatTarget) =>
  `/messages?${target.kind === 'conversation' ? 'conversation' : 'room'}=${target.id}`;
