// Who sees which settings (platform.md §4): the public read never holds smtp_config; the back
// office gets smtp_config without its password.
import { PUBLIC_SETTING_KEYS } from '@clanhall/shared';

export const PUBLIC_KEYS: readonly string[] = PUBLIC_SETTING_KEYS;

/** The SMTP password never leaves the server, not even to an administrator. */
export function withoutSmtpPassword<T extends { pass?: string }>(smtp: T): Omit<T, 'pass'> {
  const { pass: _pass, ...rest } = smtp;
  return rest;
}
