// What a message's text looks like on screen. member-site.md §2: a body that looks like
// ciphertext (looksEncrypted) is shown as the placeholder; the stored text is never changed
// (platform.md §6) and is always rendered as text, never as HTML.
import { CHAT_MESSAGES, looksEncrypted } from '@clanhall/shared';

export function displayText(text: string): { text: string; encrypted: boolean } {
  return looksEncrypted(text) ? { text: CHAT_MESSAGES.encrypted, encrypted: true } : { text, encrypted: false };
}
