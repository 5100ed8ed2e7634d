// Random data instead of shared fixtures (conventions.md).
import { randomBytes, randomInt } from 'node:crypto';

export function randomUsername(prefix = 'u'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** A private address, so each test's per-address limits (logins, contact form) start at zero. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function randomEmail(): string {
  return `${randomBytes(5).toString('hex')}@example.test`;
}

/** A 1x1 PNG as a data URL: a real image the server's sniffing accepts. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
