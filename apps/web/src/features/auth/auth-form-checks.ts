// The checks the login and register forms make before asking the server (docs/product/accounts-and-sessions.md):
// the first problem's words, or null when the form may be sent.
import { EMAIL_PATTERN, LOGIN_MESSAGES, REGISTER_MESSAGES } from '@clanhall/shared';

export function loginProblem(fields: { username: string; password: string }): string | null {
  return !fields.username.trim() || !fields.password ? LOGIN_MESSAGES.fillAllFields : null;
}

export function registerProblem(fields: { username: string; email: string; password: string }): string | null {
  if (!fields.username.trim() || !fields.email.trim() || !fields.password) return REGISTER_MESSAGES.fillAllFields;
  if (!EMAIL_PATTERN.test(fields.email.trim())) return REGISTER_MESSAGES.invalidEmail;
  return null;
}
