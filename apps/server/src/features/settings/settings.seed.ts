// The settings' part of the demo content: contact details and an FAQ, only where absent.
import { contactSocials, faqList } from '@clanhall/shared';
import type { Services } from '../../services.js';

// Contact details and FAQ only: the home page's offer cards and the footer keep the spec's
// defaults (docs/product/content.md) until an administrator sets them.
const DEMO_SETTINGS = {
  faq: JSON.stringify(
    faqList.parse([
      {
        q: 'Who can join Clanhall?',
        a: 'Anyone who loves stories, craft and good company. Register an account, and an administrator will welcome you in.',
      },
      {
        q: 'Do I need Celtic roots to take part?',
        a: 'Not at all. Our members come from everywhere; what we share is curiosity and a seat at the table.',
      },
      {
        q: 'How do the craft guilds work?',
        a: 'Each guild meets monthly in the hall and keeps a room in the chat. Join the room and come along to the next meeting.',
      },
      {
        q: 'How are shop orders delivered?',
        a: 'Orders are packed by hand and posted within a few days. You can follow each order on your Orders page.',
      },
    ]),
  ),
  contact_email: 'hall@clanhall.example',
  contact_phone: '+44 20 7946 0123',
  contact_address: 'The Old Byre, Glen Road, Clanhall',
  contact_socials: JSON.stringify(contactSocials.parse({})),
};
export async function seedSettings(services: Services): Promise<void> {
  await services.settings.insertMissing(DEMO_SETTINGS);
}
