// Mail over TLS (docs/product/content.md): to a server that is not on this machine, STARTTLS is
// required unless an administrator unticks 'Require TLS', so neither the SMTP password nor a
// mail (a reset link) crosses a network in clear text. The server is a real smtp-server on
// 127.0.0.1 without STARTTLS; no test machine is sure to have a second interface, so the
// delivery tests give the mailer a check that calls 127.0.0.1 remote, and the real check,
// isLoopbackHost, is tested on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSetting } from '@clanhall/shared';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.js';
import { createMailer, isLoopbackHost, type MailerDeps } from './mailer.js';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

/** Sends one mail through a mailer with these SMTP settings; what the server got and the outcome. */
async function sendOnce(smtpChanges: Record<string, unknown>, onThisMachine?: MailerDeps['onThisMachine']) {
  const stored = new Map<string, string>([['smtp_config', JSON.stringify({ ...JSON.parse(smtp.smtpConfig), ...smtpChanges })]]);
  const outcomes: string[] = [];
  const mailer = createMailer({
    settings: { value: async (key) => readSetting(stored, key) },
    log: { info: () => {}, warn: () => {} },
    metrics: { mail: (outcome) => outcomes.push(outcome) },
    onThisMachine,
  });
  const to = `${Math.random().toString(36).slice(2)}@example.test`;
  mailer.send({ to, subject: 'Reset your password', text: 'https://hall.example.org/reset-password#secret\n' });
  await mailer.close();
  return { received: smtp.received.filter((mail) => mail.to.includes(to)), outcomes };
}

const remote = () => false;

describe('mail over TLS', () => {
  it('sends nothing to a server on another machine that offers no STARTTLS', async () => {
    const { received, outcomes } = await sendOnce({}, remote);
    expect(received).toHaveLength(0);
    expect(outcomes).toEqual(['failed']);
  });

  it("sends there in clear text once an administrator unticks 'Require TLS'", async () => {
    const { received, outcomes } = await sendOnce({ require_tls: false }, remote);
    expect(received).toHaveLength(1);
    expect(outcomes).toEqual(['sent']);
  });

  it('sends to a server on this machine as before, with Require TLS on', async () => {
    const { received, outcomes } = await sendOnce({ require_tls: true });
    expect(received).toHaveLength(1);
    expect(outcomes).toEqual(['sent']);
  });

  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['127.0.0.1', true],
    ['127.12.0.9', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['192.0.2.10', false],
    ['::2', false],
    ['mail.example.org', false],
    ['localhost.example.org', false],
    ['127.0.0.1.example.org', false],
  ])('counts %s as on this machine: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
