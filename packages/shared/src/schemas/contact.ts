import { z } from 'zod';
import { CONTACT_REASONS, LIMITS } from '../constants.js';
import { isoDate } from './common.js';
import { emailSchema } from './users.js';

export const contactBody = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, { message: 'Name is required' })
    .max(LIMITS.nameMax, { message: 'Name is too long' }),
  email: emailSchema,
  phone: z.string().trim().max(40, { message: 'Phone is too long' }).nullish(),
  reason: z.enum(CONTACT_REASONS, { message: 'Reason must be Support, Feedback, Partnership or Other' }),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, { message: 'Message is required' })
    .max(LIMITS.contactMessageMax, { message: `Message must be at most ${LIMITS.contactMessageMax} characters` }),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  reason: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: isoDate,
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** POST /api/admin/contact answers { success: true, id } (201). */
export const contactCreatedResponse = z.object({ success: z.literal(true), id: z.number().int() });
export const contactMessageResponse = z.object({ message: contactMessage });
export const contactMessagesResponse = z.object({
  messages: z.array(contactMessage),
  total: z.number().int(),
  unread: z.number().int(),
});
export const contactReadBody = z.object({ is_read: z.boolean() });
