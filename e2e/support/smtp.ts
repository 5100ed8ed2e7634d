// A real SMTP server for the run's mails (a reset link), the API tests' own (smtp-capture.ts): the
// app sends to it through the site's SMTP settings, saved through the admin API like an
// administrator would.
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.js';
import { expect } from 'vitest';
import { api, loginAdmin } from './api.js';

export interface Mailbox {
  /** Saves this server as the site's SMTP host (again: another test file may have changed it). */
  useForSite(): Promise<void>;
  /**
   * The text of the newest mail to `to`, waiting for it. Another test file may point the site's
   * SMTP settings elsewhere meanwhile (the settings screen's test saves a host of its own): when
   * nothing comes, the settings are saved again and `ask` makes the mail again.
   */
  nextMailTo(to: string, ask?: () => Promise<void>): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const capture = await startSmtpCapture();
  const { received } = capture;
  const useForSite = async () => {
    const admin = await loginAdmin();
    const saved = await api('POST', '/api/admin/settings', { smtp_config: capture.smtpConfig }, admin.token);
    expect(saved.status).toBe(200);
  };
  return {
    useForSite,
    async nextMailTo(to, ask) {
      const arrived = () => received.some((mail) => mail.to.includes(to));
      for (let attempt = 1; ask && attempt < 3 && !arrived(); attempt++) {
        try {
          await expect.poll(arrived, { timeout: 5_000 }).toBe(true);
        } catch {
          await useForSite();
          await ask();
        }
      }
      await expect.poll(arrived).toBe(true);
      const mine = received.filter((mail) => mail.to.includes(to));
      received.splice(0, received.length, ...received.filter((mail) => !mail.to.includes(to)));
      return mine.at(-1)!.raw;
    },
    close: capture.close,
  };
}
