// A real SMTP server for the run's mails (a reset link): the app sends to it through the site's
// SMTP settings, saved through the admin API like an administrator would.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
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
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    async useForSite() {
      const admin = await loginAdmin();
      const smtp_config = JSON.stringify({ host: '127.0.0.1', port, secure: false, user: '', pass: '' });
      const saved = await api('POST', '/api/admin/settings', { smtp_config }, admin.token);
      expect(saved.status).toBe(200);
    },
    async nextMailTo(to) {
      await expect.poll(() => received.some((mail) => mail.to.includes(to))).toBe(true);
      const index = received.findIndex((mail) => mail.to.includes(to));
      return received.splice(index, 1)[0]!.raw;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
