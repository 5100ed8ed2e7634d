// The new-password rules of Change Password and of the reset link's page (docs/product/accounts-and-sessions.md):
// every field filled, at least LIMITS.passwordMin characters, typed twice alike.
import { LIMITS, PROFILE_MESSAGES } from '@clanhall/shared';

/** The first problem's words, or null. `others`: further fields that must be filled (the current password). */
export function newPasswordProblem(next: string, confirmation: string, others: string[] = []): string | null {
  if ([...others, next, confirmation].some((value) => !value)) return PROFILE_MESSAGES.passwordAllRequired;
  if (next.length < LIMITS.passwordMin) return PROFILE_MESSAGES.passwordTooShort;
  if (next !== confirmation) return PROFILE_MESSAGES.passwordMismatch;
  return null;
}
