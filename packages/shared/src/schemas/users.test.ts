// docs/product/accounts-and-sessions.md's limits on the fields an account is made of, with the words the screens show.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { emailSchema, passwordSchema, usernameSchema } from './users.js';

const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('account fields', () => {
  it(`takes usernames of ${LIMITS.usernameMin}-${LIMITS.usernameMax} letters, digits, _ . -`, () => {
    expect(usernameSchema.parse('  bran.o_n-1  ')).toBe('bran.o_n-1');
    expect(firstMessage(usernameSchema, 'ab')).toBe('Username must be 3-32 characters');
    expect(firstMessage(usernameSchema, 'a'.repeat(33))).toBe('Username must be 3-32 characters');
    expect(firstMessage(usernameSchema, 'bran ó')).toBe('Username may contain only letters, digits, underscore, dot and hyphen');
  });

  it('takes an address with an @ and no spaces (also without a dot in the domain)', () => {
    expect(emailSchema.parse(' keeper@localhost ')).toBe('keeper@localhost');
    expect(firstMessage(emailSchema, '')).toBe('Email is required');
    expect(firstMessage(emailSchema, 'not an email')).toBe('Please enter a valid email address');
    expect(firstMessage(emailSchema, `${'a'.repeat(LIMITS.emailMax)}@x`)).toBe('Email is too long');
  });

  it(`takes passwords of ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters, spaces kept`, () => {
    expect(passwordSchema.parse(' six  ')).toBe(' six  ');
    expect(firstMessage(passwordSchema, 'five5')).toBe('Password must be at least 6 characters');
    expect(firstMessage(passwordSchema, 'x'.repeat(LIMITS.passwordMax + 1))).toBe('Password is too long');
  });
});
