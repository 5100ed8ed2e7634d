// docs/product/chat.md: a body that looks like ciphertext is shown as the placeholder, any other as typed.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@clanhall/shared';
import { displayText } from './message-display';

describe('displayText', () => {
  it("shows '[Encrypted message: …]' for a ciphertext-like body", () => {
    expect(displayText('U2FsdGVkX1+8fJ3kq0vZyQ1234567890ab==')).toEqual({ text: CHAT_MESSAGES.encrypted, encrypted: true });
    expect(CHAT_MESSAGES.encrypted).toBe('[Encrypted message: backend should decrypt before sending]');
  });

  it('shows any other body as it is, markup included', () => {
    expect(displayText('<b>hello</b>')).toEqual({ text: '<b>hello</b>', encrypted: false });
    expect(displayText('A'.repeat(31))).toEqual({ text: 'A'.repeat(31), encrypted: false });
  });
});
