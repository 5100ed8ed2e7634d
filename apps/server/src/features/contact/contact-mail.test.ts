// The contact mail end to end: a real SMTP server on 127.0.0.1 (port 0) receives what
// nodemailer sends with the settings saved through the admin API (docs/product/content.md).
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail } from '../../test/factories.js';
import { freePort } from '../../../../../scripts/lib/server-process.mjs';

interface ReceivedMail {
  to: string[];
  raw: string;
  auth?: { username: string; password: string };
}

async function startSmtpServer(credentials?: { username: string; password: string }) {
  const received: ReceivedMail[] = [];
  const logins = new Map<string, { username: string; password: string }>();
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, session, callback) {
      if (!credentials || auth.username !== credentials.username || auth.password !== credentials.password) {
        return callback(new Error('Invalid username or password'));
      }
      logins.set(session.id, { username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8'), auth: logins.get(session.id) });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    server: server.server,
    received,
    /** The next mail received, once the app's mail queue has done its work. */
    async nextMail(app: TestApp): Promise<ReceivedMail> {
      await app.services.mailer.idle();
      expect(received.length).toBeGreaterThan(0);
      return received.shift()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('contact form mail', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let ipCounter = 0;
  const nextIp = () => `10.20.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const saveSettings = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const smtp = (port: number, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ host: '127.0.0.1', port, secure: false, user: '', pass: '', ...extra });
  const postContact = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/contact', payload, remoteAddress: nextIp() });

  it('mails the message to contact_email with every field, replying to the sender', async () => {
    const server = await startSmtpServer();
    try {
      await saveSettings({ site_name: 'Hall of Tests', contact_email: 'keeper@clanhall.test', smtp_config: smtp(server.port) });
      const sender = randomEmail();
      const res = await postContact({ name: 'Aoife Byrne', email: sender, phone: '+353 1 555 0199', reason: 'Partnership', message: 'Shall we brew together?' });
      expect(res.statusCode).toBe(201);
      const mail = await server.nextMail(t);
      expect(mail.to).toEqual(['keeper@clanhall.test']);
      expect(mail.raw).toMatch(/^Subject: \[Hall of Tests\] Contact: Partnership from Aoife Byrne/m);
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: .*${sender}`, 'm'));
      for (const text of ['Name: Aoife Byrne', `Email: ${sender}`, 'Phone: +353 1 555 0199', 'Reason: Partnership', 'Shall we brew together?']) {
        expect(mail.raw).toContain(text);
      }
    } finally {
      await server.close();
    }
  });

  it('signs in with the stored password after a save that left the password blank', async () => {
    const server = await startSmtpServer({ username: 'mailer', password: 'hearth-s3cret' });
    try {
      await saveSettings({ contact_email: 'keeper@clanhall.test', smtp_config: smtp(server.port, { user: 'mailer', pass: 'hearth-s3cret' }) });
      // The back office sends the password back blank, as it received it.
      const saved = await saveSettings({ smtp_config: smtp(server.port, { user: 'mailer', pass: '' }) });
      const returned = JSON.parse(saved.json().settings.smtp_config);
      expect(returned).toMatchObject({ user: 'mailer' });
      expect(returned).not.toHaveProperty('pass');
      expect(saved.body).not.toContain('hearth-s3cret');

      const res = await postContact({ name: 'Bran', email: randomEmail(), reason: 'Support', message: 'The gate is stuck.' });
      expect(res.statusCode).toBe(201);
      const mail = await server.nextMail(t);
      expect(mail.auth).toEqual({ username: 'mailer', password: 'hearth-s3cret' });
      expect(mail.raw).toContain('Phone: not given');
    } finally {
      await server.close();
    }
  });

  it('sends a burst of messages over few connections, a couple at a time, never one connection per message', async () => {
    const server = await startSmtpServer();
    let open = 0;
    let mostOpen = 0;
    let connections = 0;
    server.server.on('connection', (socket: Socket) => {
      connections += 1;
      mostOpen = Math.max(mostOpen, ++open);
      socket.on('close', () => open--);
    });
    try {
      await saveSettings({ contact_email: 'keeper@clanhall.test', smtp_config: smtp(server.port) });
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => postContact({ name: `Sender ${i}`, email: randomEmail(), reason: 'Other', message: `Note ${i}` })),
      );
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      await t.services.mailer.idle();
      expect(server.received).toHaveLength(12);
      expect(mostOpen).toBeLessThanOrEqual(2);
      expect(connections).toBeLessThanOrEqual(2);
    } finally {
      await server.close();
    }
  });

  it('keeps the message and answers 201 when the mail server is unreachable', async () => {
    // A port that was free a moment ago: connecting is refused.
    const deadPort = await freePort();
    await saveSettings({ contact_email: 'keeper@clanhall.test', smtp_config: smtp(deadPort) });
    const warn = vi.spyOn(t.app.log, 'warn');

    const res = await postContact({ name: 'Ciarán', email: randomEmail(), reason: 'Other', message: 'Is anyone there?' });
    expect(res.statusCode).toBe(201);
    await t.services.mailer.idle();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ contactMessageId: res.json().id }), 'mail could not be sent');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: admin.auth });
    expect(inbox.json().messages.map((m: { id: number }) => m.id)).toContain(res.json().id);
  });

  it('answers at once even when the mail server never greets', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      await saveSettings({ contact_email: 'keeper@clanhall.test', smtp_config: smtp((silent.address() as AddressInfo).port) });
      const started = Date.now();
      const res = await postContact({ name: 'Deirdre', email: randomEmail(), reason: 'Feedback', message: 'Lovely evening.' });
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      // The mail is on its way: the connection to the silent server is open.
      await vi.waitFor(() => expect(sockets.length).toBe(1), { timeout: 5000, interval: 20 });
    } finally {
      // Hanging up ends nodemailer's wait, so closing the app does not sit out the time-out.
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('sends nothing while contact_email is empty, and still stores the message', async () => {
    const server = await startSmtpServer();
    try {
      await saveSettings({ contact_email: '', smtp_config: smtp(server.port) });
      const res = await postContact({ name: 'Eimear', email: randomEmail(), reason: 'Support', message: 'Hello?' });
      expect(res.statusCode).toBe(201);
      // The queued mail has been dealt with: nothing was sent.
      await t.services.mailer.idle();
      expect(server.received).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
