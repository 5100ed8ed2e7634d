// docs/product/accounts-and-sessions.md: Change Password's and the reset page's rules, in the order they are said.
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@clanhall/shared';
import { newPasswordProblem } from './new-password-problem';

describe('newPasswordProblem', () => {
  it('needs every field first, the current password included when asked for', () => {
    expect(newPasswordProblem('', 'long-enough')).toBe(PROFILE_MESSAGES.passwordAllRequired);
    expect(newPasswordProblem('long-enough', '')).toBe(PROFILE_MESSAGES.passwordAllRequired);
    expect(newPasswordProblem('short', 'other', [''])).toBe(PROFILE_MESSAGES.passwordAllRequired);
  });

  it('then at least 6 characters, then the same twice', () => {
    expect(newPasswordProblem('short', 'short')).toBe('New password must be at least 6 characters.');
    expect(newPasswordProblem('long-enough-1', 'long-enough-2')).toBe('New passwords do not match.');
    expect(newPasswordProblem('sixsix', 'sixsix', ['current'])).toBeNull();
  });
});
