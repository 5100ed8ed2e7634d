// Outgoing mail through the site's SMTP settings (docs/product/content.md and docs/product/shop-and-payments.md): contact messages to the
// club, order confirmations to members. Mails are queued and sent a few at a time over a
// pooled connection that a whole burst shares, never one SMTP connection per message, and
// never in the request: a slow or broken mail server cannot make a form hang or fail. The
// outcome is logged and counted (GET /metrics). Mail to a server on another machine goes over
// TLS unless an administrator unticked 'Require TLS' (docs/product/content.md): the SMTP password and the
// mails (reset links) never cross a network in clear text.
import { BlockList, isIP } from 'node:net';
import type { Transporter } from 'nodemailer';
import { SITE_DEFAULTS, parseJsonSetting, smtpConfig, type SmtpConfig } from '@clanhall/shared';
import type { SettingsStore } from './settings-store.js';
import type { Metrics } from './metrics.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
  /** For the log: what the mail is about ({ contactMessageId: 3 }). */
  context?: Record<string, unknown>;
}

export interface Mailer {
  /** Queues a mail; to '' means the club's contact_email. */
  send(message: MailMessage): void;
  /** Resolves when every queued mail has been tried (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Log = { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

const TIMEOUT_MS = 10_000;
/** Mails in flight at once; the rest wait in the queue. */
const CONCURRENCY = 2;
const EMPTY_SMTP: SmtpConfig = smtpConfig.parse({});

/** Header text must stay on one line. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export interface MailSettings {
  siteName: string;
  contactEmail: string;
  smtp: SmtpConfig;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether the host names this machine by its loopback: 'localhost', 127.0.0.0/8 or ::1 (in any
 * spelling, IPv4-mapped too). Judged by the text alone, never by a lookup: what a name
 * resolves to can change between the check and the connection.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const family = isIP(name);
  if (family === 0) return name === 'localhost';
  return LOOPBACK.check(name, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * How the connection is secured: TLS from the start on a TLS port (`secure`); else STARTTLS,
 * required (no mail without it) unless the server is on this machine or 'Require TLS' is off,
 * where nodemailer still upgrades whenever the server offers it.
 */
function tlsOptions(smtp: SmtpConfig, onThisMachine: boolean): { secure: boolean; requireTLS?: true } {
  if (smtp.secure) return { secure: true };
  return smtp.require_tls && !onThisMachine ? { secure: false, requireTLS: true } : { secure: false };
}

export async function readMailSettings(settings: Pick<SettingsStore, 'value'>): Promise<MailSettings> {
  return {
    siteName: (await settings.value('site_name')).trim() || SITE_DEFAULTS.site_name,
    contactEmail: (await settings.value('contact_email')).trim(),
    smtp: parseJsonSetting(await settings.value('smtp_config'), smtpConfig, EMPTY_SMTP),
  };
}

export interface MailerDeps {
  settings: Pick<SettingsStore, 'value'>;
  log: Log;
  metrics?: Pick<Metrics, 'mail'>;
  /** Which hosts are this machine (isLoopbackHost); a test makes its local server count as remote. */
  onThisMachine?: (host: string) => boolean;
}

export function createMailer(deps: MailerDeps): Mailer {
  const onThisMachine = deps.onThisMachine ?? isLoopbackHost;
  const queue: MailMessage[] = [];
  let active = 0;
  let waiters: (() => void)[] = [];
  // One pooled transport per SMTP configuration; a changed configuration gets a new one.
  let transport: { key: string; transporter: Transporter } | undefined;

  async function transporterFor(smtp: SmtpConfig): Promise<Transporter> {
    const key = JSON.stringify(smtp);
    if (transport?.key === key) return transport.transporter;
    transport?.transporter.close();
    // Loaded with the first mail: many sites never configure SMTP.
    const nodemailer = (await import('nodemailer')).default;
    const transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: CONCURRENCY,
      host: smtp.host,
      ...(smtp.port ? { port: smtp.port } : {}),
      ...tlsOptions(smtp, onThisMachine(smtp.host)),
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    transport = { key, transporter };
    return transporter;
  }

  async function deliver(message: MailMessage): Promise<void> {
    try {
      const { siteName, contactEmail, smtp } = await readMailSettings(deps.settings);
      const to = message.to || contactEmail;
      if (!to || !smtp.host) {
        deps.log.info(message.context ?? {}, 'mail not sent: the recipient or the SMTP host is not set');
        deps.metrics?.mail('skipped');
        return;
      }
      await (await transporterFor(smtp)).sendMail({
        from: { name: siteName, address: smtp.user.includes('@') ? smtp.user : contactEmail || to },
        to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: oneLine(message.subject),
        text: message.text,
      });
      deps.log.info(message.context ?? {}, 'mail sent');
      deps.metrics?.mail('sent');
    } catch (error) {
      deps.log.warn({ ...message.context, err: error }, 'mail could not be sent');
      deps.metrics?.mail('failed');
    }
  }

  function pump() {
    while (active < CONCURRENCY && queue.length > 0) {
      const next = queue.shift()!;
      active += 1;
      void deliver(next).finally(() => {
        active -= 1;
        pump();
      });
    }
    if (active === 0 && queue.length === 0) {
      // The burst is sent: hang up rather than hold an idle connection the server would drop.
      transport?.transporter.close();
      transport = undefined;
      const done = waiters;
      waiters = [];
      done.forEach((resolve) => resolve());
    }
  }

  return {
    send(message) {
      queue.push(message);
      pump();
    },
    idle() {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async close() {
      await this.idle();
      transport?.transporter.close();
      transport = undefined;
    },
  };
}
