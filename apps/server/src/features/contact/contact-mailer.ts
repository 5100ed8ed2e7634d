// Mails a stored contact message to contact_email through smtp_config (platform.md §4). It runs
// after the answer is sent: a slow or broken mail server never makes the form hang or fail, and
// the message stays in the inbox either way. Failures go to the request's log.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { getMailSettings } from '../settings/settings.service.js';
import type { ContactRow } from './contact.repository.js';

const TIMEOUT_MS = 10_000;

/** Header text must stay on one line. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function composeContactMail(siteName: string, message: ContactRow) {
  return {
    subject: oneLine(`[${siteName}] Contact: ${message.reason} from ${message.name}`),
    text: [
      `A new message was sent through the ${siteName} contact form.`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone || 'not given'}`,
      `Reason: ${message.reason}`,
      `Received: ${message.created_at}`,
      '',
      'Message:',
      message.message,
      '',
    ].join('\n'),
  };
}

function createTransport(smtp: SmtpConfig) {
  return nodemailer.createTransport({
    host: smtp.host,
    ...(smtp.port ? { port: smtp.port } : {}),
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}

/** Never throws: the outcome is only logged. */
export async function mailContactMessage(db: Kysely<Database>, message: ContactRow, log: FastifyBaseLogger): Promise<void> {
  try {
    const { siteName, contactEmail: to, smtp } = await getMailSettings(db);
    if (!to || !smtp.host) {
      log.info({ contactMessageId: message.id }, 'contact message stored; no mail sent (contact_email or SMTP host not set)');
      return;
    }
    const transport = createTransport(smtp);
    try {
      await transport.sendMail({
        from: { name: siteName, address: smtp.user.includes('@') ? smtp.user : to },
        to,
        replyTo: { name: oneLine(message.name), address: message.email },
        ...composeContactMail(siteName, message),
      });
      log.info({ contactMessageId: message.id }, 'contact message mailed');
    } finally {
      transport.close();
    }
  } catch (error) {
    log.warn({ err: error, contactMessageId: message.id }, 'contact message stored but the mail could not be sent');
  }
}

/** Mails in flight, so closing the app waits for them instead of cutting them off. */
export class ContactOutbox {
  private readonly pending = new Set<Promise<void>>();

  send(db: Kysely<Database>, message: ContactRow, log: FastifyBaseLogger): void {
    const sending = mailContactMessage(db, message, log).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
