// docs/product/accounts-and-sessions.md: what the login and register forms refuse before asking the server.
import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@clanhall/shared';
import { loginProblem, registerProblem } from './auth-form-checks';

describe('loginProblem', () => {
  it('needs a username that is not only spaces and a password', () => {
    expect(loginProblem({ username: '', password: 'x' })).toBe(LOGIN_MESSAGES.fillAllFields);
    expect(loginProblem({ username: '   ', password: 'x' })).toBe(LOGIN_MESSAGES.fillAllFields);
    expect(loginProblem({ username: 'bran', password: '' })).toBe(LOGIN_MESSAGES.fillAllFields);
    expect(loginProblem({ username: ' bran ', password: ' ' })).toBeNull();
  });
});

describe('registerProblem', () => {
  const good = { username: 'bran', email: 'bran@e2e.test', password: 'brand-new-pass' };

  it('needs every field', () => {
    for (const field of ['username', 'email', 'password'] as const) {
      expect(registerProblem({ ...good, [field]: '' }), field).toBe(REGISTER_MESSAGES.fillAllFields);
    }
    expect(registerProblem({ ...good, email: '  ' })).toBe(REGISTER_MESSAGES.fillAllFields);
  });

  it('needs an address with an @ and no spaces, as the server does (a dotless domain is fine)', () => {
    expect(registerProblem({ ...good, email: 'not an email' })).toBe(REGISTER_MESSAGES.invalidEmail);
    expect(registerProblem({ ...good, email: 'bran.e2e.test' })).toBe(REGISTER_MESSAGES.invalidEmail);
    expect(registerProblem({ ...good, email: ' bran@localhost ' })).toBeNull();
    expect(registerProblem(good)).toBeNull();
  });
});
