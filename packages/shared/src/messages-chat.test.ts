// docs/product/chat.md: a body that looks like ciphertext is shown as the encrypted placeholder.
import { describe, expect, it } from 'vitest';
import { looksEncrypted } from './messages-chat.js';

describe('looksEncrypted', () => {
  it('is true for more than 30 characters, at least 32 of them base64-like and nothing else', () => {
    expect(looksEncrypted('U2FsdGVkX1+8fJ3kq0vZyQ1234567890ab==')).toBe(true);
    expect(looksEncrypted('A'.repeat(32))).toBe(true);
  });

  it('is false for shorter bodies and for ordinary text', () => {
    expect(looksEncrypted('A'.repeat(31))).toBe(false);
    expect(looksEncrypted('Meet at the hall at eight, bring the horn and the banner')).toBe(false);
    expect(looksEncrypted(`${'A'.repeat(40)}!`)).toBe(false);
    expect(looksEncrypted(`${'A'.repeat(20)} ${'B'.repeat(20)}`)).toBe(false);
  });
});
