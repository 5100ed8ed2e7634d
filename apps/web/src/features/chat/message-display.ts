// What a message's text looks like on screen. docs/product/chat.md: a body that looks like
// ciphertext (looksEncrypted) is shown as the placeholder; the stored text is never changed
// (docs/product/chat.md) and is always rendered as text, never as HTML.
import { CHAT_MESSAGES, looksEncrypted } from '@clanhall/shared';

export function displayText(text: string): { text: string; encrypted: boolean } {
  return looksEncrypted(text) ? { text: CHAT_MESSAGES.encrypted, encrypted: true } : { text, encrypted: false };
}
