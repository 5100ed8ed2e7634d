// The mail an administrator receives for a contact message (docs/product/content.md).
import { SITE_DEFAULTS } from '@clanhall/shared';
import type { ContactRow } from './contact.repository.js';

export function composeContactMail(siteName: string | undefined, message: ContactRow) {
  const site = siteName ?? SITE_DEFAULTS.site_name;
  return {
    subject: `[${site}] Contact: ${message.reason} from ${message.name}`,
    text: [
      `A new message was sent through the ${site} contact form.`,
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
