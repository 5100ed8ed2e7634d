import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS } from '../constants.js';
import { HTTP_URL } from './common.js';

// back-office.md §3: four settings travel as JSON text. These are their structures; the
// server rejects text that does not parse to them (platform.md §4).
export const homeOffer = z.object({
  title: z.string().trim().max(120),
  desc: z.string().trim().max(600),
});
export const homeOffers = z.array(homeOffer).max(24);
export type HomeOffer = z.infer<typeof homeOffer>;

// Rendered as links on the public contact page: only http(s) (platform.md §4's rule for URLs).
const socialUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || HTTP_URL.test(v), { message: 'Social links must be http(s) URLs' })
  .optional()
  .default('');

export const contactSocials = z.object({
  facebook: socialUrl,
  twitter: socialUrl,
  instagram: socialUrl,
  linkedin: socialUrl,
});
export type ContactSocials = z.infer<typeof contactSocials>;

export const faqEntry = z.object({ q: z.string().trim().max(500), a: z.string().trim().max(4000) });
export const faqList = z.array(faqEntry).max(50);
export type FaqEntry = z.infer<typeof faqEntry>;

export const smtpConfig = z.object({
  host: z.string().trim().max(255).default(''),
  port: z.number({ message: 'port must be a number' }).int().min(0).max(65535).default(587),
  secure: z.boolean().default(false),
  user: z.string().trim().max(255).default(''),
  pass: z.string().max(1000).default(''),
});
export type SmtpConfig = z.infer<typeof smtpConfig>;

/** A JSON-text field whose text must parse to `structure`. */
const jsonTextOnly = <T extends z.ZodType>(name: string, structure: T) =>
  z
    .string()
    .max(100_000)
    .superRefine((text, ctx) => {
      if (text.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be valid JSON text` });
        return;
      }
      const result = structure.safeParse(parsed);
      if (!result.success) {
        const inner = result.error.issues[0];
        const where = inner && inner.path.length ? ` (${inner.path.join('.')}: ${inner.message})` : '';
        ctx.addIssue({ code: 'custom', message: `${name} does not have the expected structure${where}` });
      }
    });

/**
 * The documents send these four as JSON text; a structured value (an array or object) is
 * accepted too and stored as its JSON text, so a client that skips the stringify still works.
 */
const jsonText = <T extends z.ZodType>(name: string, structure: T) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return value;
      try {
        return JSON.stringify(value);
      } catch {
        // Nesting too deep to write back (a RangeError, at a depth that varies with the stack).
        ctx.addIssue({ code: 'custom', message: `${name} does not have the expected structure` });
        return z.NEVER;
      }
    },
    jsonTextOnly(name, structure),
  );

const text = z.string().trim().max(LIMITS.settingsTextMax);

export const PUBLIC_SETTING_KEYS = [
  'site_title',
  'site_name',
  'site_description',
  'footer_info',
  'home_offers',
  'contact_email',
  'contact_phone',
  'contact_address',
  'contact_socials',
  'faq',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** GET /api/settings: public, never smtp_config. */
export const publicSettings = z.object({
  site_title: z.string(),
  site_name: z.string(),
  site_description: z.string(),
  footer_info: z.string(),
  home_offers: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  contact_address: z.string(),
  contact_socials: z.string(),
  faq: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

/** GET /api/admin/settings: smtp_config as JSON text without its password, and the chat upload quota. */
export const adminSettings = publicSettings.extend({
  smtp_config: z.string(),
  /** Megabytes each account may upload to chat per 24 hours (platform.md §6), as text like every setting. */
  chat_upload_quota_mb: z.string(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

const QUOTA_MESSAGE = `chat_upload_quota_mb must be a whole number of megabytes from 0 to ${LIMITS.uploadQuotaMbMax}`;

/** POST /api/admin/settings: any subset; an empty SMTP pass keeps the stored one. */
export const saveSettingsBody = z.object({
  site_title: text.optional(),
  site_name: text.optional(),
  site_description: text.optional(),
  footer_info: text.optional(),
  home_offers: jsonText('home_offers', homeOffers).optional(),
  contact_email: z
    .union([
      z.literal(''),
      z.string().trim().max(LIMITS.emailMax).regex(EMAIL_PATTERN, { message: 'contact_email must be a valid email address' }),
    ])
    .optional(),
  contact_phone: text.optional(),
  contact_address: text.optional(),
  contact_socials: jsonText('contact_socials', contactSocials).optional(),
  faq: jsonText('faq', faqList).optional(),
  smtp_config: jsonText('smtp_config', smtpConfig).optional(),
  // Text like every setting (what GET answers); a JSON number is refused, not turned into text.
  chat_upload_quota_mb: z
    .string({ message: QUOTA_MESSAGE })
    .trim()
    .refine((value) => /^\d{1,7}$/.test(value) && Number(value) <= LIMITS.uploadQuotaMbMax, {
      message: QUOTA_MESSAGE,
    })
    .optional(),
});
export type SaveSettingsBody = z.infer<typeof saveSettingsBody>;

/** POST /api/admin/settings answers with everything now stored (smtp_config without pass, as on GET). */
export const saveSettingsResponse = z.object({ success: z.literal(true), settings: adminSettings });
export type SaveSettingsResponse = z.infer<typeof saveSettingsResponse>;

/** Parses a JSON-text setting for display, falling back when it is empty or broken. */
export function parseJsonSetting<T extends z.ZodType>(
  textValue: string | undefined | null,
  structure: T,
  fallback: z.infer<T>,
): z.infer<T> {
  if (!textValue) return fallback;
  try {
    const result = structure.safeParse(JSON.parse(textValue));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}
