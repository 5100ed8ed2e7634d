// Signed file URLs and tokens never appear in the log (docs/product/operating.md, lib/logger-options.ts, server.ts).
// The real app with the server's logger options, its lines captured: requests that carry a
// bearer token, a token in the query, a signed file URL and a password reset (mailed to a real
// SMTP server, then used), and a socket handshake; no line may hold any of those secrets.
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@clanhall/shared';
import { bearer, buildTestApp, createUser, type TestApp } from './test/build-test-app.js';
import { randomIp } from './test/factories.js';
import { startSmtpCapture, type SmtpCapture } from './test/smtp-capture.js';
import { textFileForm } from './services/uploads/upload-fixtures.js';
import type { FastifyInstance } from 'fastify';
import { loggerOptions, redactUrl, REDACTED } from './lib/logger-options.js';

const lines: string[] = [];
let t: TestApp;
let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({}, { logger: loggerOptions('info', { stream: { write: (line) => void lines.push(line) } }) });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, however spelt, and leaves other URLs alone', () => {
    expect(redactUrl('/api/files/chat/a.pdf?exp=1&t=application%2Fpdf&n=a.pdf&d=a&sig=abc')).toBe(
      `/api/files/chat/a.pdf?exp=1&t=application%2Fpdf&n=a.pdf&d=a&sig=${REDACTED}`,
    );
    expect(redactUrl('/x?%73ig=abc&Token=def')).toBe(`/x?sig=${REDACTED}&Token=${REDACTED}`);
    expect(redactUrl('/api/blog/posts?limit=5')).toBe('/api/blog/posts?limit=5');
  });

  it("replaces an invitation link's token, in the register page's query and in the check's path", () => {
    expect(redactUrl('/register?invitation=abcDEF123')).toBe(`/register?invitation=${REDACTED}`);
    expect(redactUrl('/api/membership/invitations/abcDEF123')).toBe(`/api/membership/invitations/${REDACTED}`);
    expect(redactUrl('/api/membership/invitations/abcDEF123?x=1')).toBe(`/api/membership/invitations/${REDACTED}?x=1`);
    expect(redactUrl('/api/admin/membership/invitations?limit=5')).toBe('/api/admin/membership/invitations?limit=5');
  });
});

describe('the log', () => {
  it('holds no token, file signature or reset token of the requests it records', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const member = await createUser(app);
    const secrets = [admin.token, member.token];

    // A signed file URL, made and fetched.
    const room = (await app.inject({ method: 'POST', url: '/api/admin/chat/rooms', headers: admin.auth, payload: { name: 'Log hall', type: 'group' } })).json().room.id;
    const form = textFileForm('ledger.txt', 64);
    const sent = await app.inject({ method: 'POST', url: `/api/chat/rooms/${room}/files`, headers: { ...member.auth, ...form.headers }, payload: form.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const fileUrl: string = sent.json().message.attachments[0].url;
    const signature = new URL(fileUrl, 'http://x').searchParams.get('sig')!;
    secrets.push(signature);
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);

    // A token in the query, where a hand-made client might put it.
    await app.inject({ method: 'GET', url: `/api/auth/profile?token=${member.token}`, headers: member.auth });

    // A password reset: the mailed link, then the token sent back, and the link's old spelling.
    await app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload: { smtp_config: smtp.smtpConfig, site_url: 'https://club.example.org' } });
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email }, remoteAddress: randomIp() })).statusCode).toBe(200);
    await app.services.mailer.idle();
    const resetToken = /\/reset-password#([A-Za-z0-9_-]{32})$/m.exec(smtp.received.at(-1)!.raw)![1]!;
    secrets.push(resetToken);
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: 'a-whole-new-one' } });
    expect(reset.statusCode).toBe(200);

    // A socket's handshake carries the admin's token.
    const socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, { path: SOCKET_PATH, auth: { token: admin.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    socket.close();

    // A log call that passes headers has them redacted.
    app.log.info({ headers: bearer(admin.token) }, 'headers seen');

    const log = lines.join('');
    expect(lines.some((line) => line.includes('/api/files/') && line.includes(`sig=${REDACTED}`))).toBe(true);
    expect(lines.some((line) => line.includes('headers seen') && line.includes(REDACTED))).toBe(true);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
