// A real SMTP server for the run's mails (a reset link), the API tests' own (smtp-capture.ts): the
// app sends to it through the site's SMTP settings, saved through the admin API like an
// administrator would.
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.js';
import { expect } from 'vitest';
import { api, loginAdmin } from './api.js';

export interface Mailbox {
  /** Saves this server as the site's SMTP host (again: another test file may have changed it). */
  useForSite(): Promise<void>;
  /** The text of the next mail to `to`, waiting for it. */
  nextMailTo(to: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const capture = await startSmtpCapture();
  const { received } = capture;
  return {
    async useForSite() {
      const admin = await loginAdmin();
      const saved = await api('POST', '/api/admin/settings', { smtp_config: capture.smtpConfig }, admin.token);
      expect(saved.status).toBe(200);
    },
    async nextMailTo(to) {
      await expect.poll(() => received.some((mail) => mail.to.includes(to))).toBe(true);
      const index = received.findIndex((mail) => mail.to.includes(to));
      return received.splice(index, 1)[0]!.raw;
    },
    close: capture.close,
  };
}
