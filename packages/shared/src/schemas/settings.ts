// The settings calls' schemas (docs/product/content.md, docs/product/back-office.md), derived from the registry
// (settings/registry.ts) by each row's kind: GET /api/settings holds the public settings only,
// never smtp_config; GET /api/admin/settings every setting, smtp_config without its password.
import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, MEMBERSHIP_MODES } from '../constants.js';
import { PUBLIC_SETTING_KEYS, SETTINGS, SETTING_KEYS, type PublicSettingKey, type SettingKey, type SettingKind } from '../settings/registry.js';
import { contactSocials, faqList, homeOffers, jsonText, smtpConfig } from '../settings/structures.js';
import { HTTP_URL } from './common.js';

export * from '../settings/structures.js';
export * from '../settings/registry.js';

type Definitions = typeof SETTINGS;
type ValueSchema<K extends SettingKey> = Definitions[K]['default'] extends boolean ? z.ZodBoolean : z.ZodString;

const trimmedText = z.string().trim().max(LIMITS.settingsTextMax);

/** The site's own address (docs/product/accounts-and-sessions.md): an http(s) origin, optionally with a path; no trailing slash. */
const siteAddress = (name: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || (HTTP_URL.test(v) && !/[?#\s]/.test(v)), {
      message: `${name} must be an http(s) address like https://club.example.org`,
    })
    .transform((v) => v.replace(/\/+$/, ''));

/** Text like every setting (what GET answers): a JSON number is refused, not turned into text. */
const megabytes = (name: string) => {
  const message = `${name} must be a whole number of megabytes from 0 to ${LIMITS.uploadQuotaMbMax}`;
  return z
    .string({ message })
    .trim()
    .refine((value) => /^\d{1,7}$/.test(value) && Number(value) <= LIMITS.uploadQuotaMbMax, { message });
};

/** What a save accepts for each kind of setting; its output is what is stored. */
function bodyOf(name: string, kind: SettingKind): z.ZodType<string | boolean> {
  switch (kind) {
    case 'text':
      return trimmedText;
    case 'email':
      return z.union([
        z.literal(''),
        z.string().trim().max(LIMITS.emailMax).regex(EMAIL_PATTERN, { message: `${name} must be a valid email address` }),
      ]);
    case 'site-address':
      return siteAddress(name);
    case 'json:contact_socials':
      return jsonText(name, contactSocials);
    case 'json:home_offers':
      return jsonText(name, homeOffers);
    case 'json:faq':
      return jsonText(name, faqList);
    case 'json:smtp_config':
      return jsonText(name, smtpConfig);
    case 'flag':
      return z.boolean({ message: `${name} must be true or false` });
    case 'megabytes':
      return megabytes(name);
    case 'choice:membership_mode':
      return z.enum(MEMBERSHIP_MODES, { message: `${name} must be invite, apply, paid or apply_or_paid` });
  }
}

const valueOf = (key: SettingKey) => (SETTINGS[key].kind === 'flag' ? z.boolean() : z.string());

function objectOf<K extends SettingKey, S>(keys: readonly K[], pick: (key: K) => z.ZodType) {
  return Object.fromEntries(keys.map((key) => [key, pick(key)])) as { [P in K]: S extends 'value' ? ValueSchema<P> : z.ZodOptional<z.ZodType<SettingValueOut<P>, SettingValueOut<P>>> };
}
type SettingValueOut<K extends SettingKey> = Definitions[K]['default'] extends boolean ? boolean : string;

/** GET /api/settings: public, never smtp_config. */
export const publicSettings = z.object(objectOf<PublicSettingKey, 'value'>(PUBLIC_SETTING_KEYS, valueOf));
export type PublicSettings = z.infer<typeof publicSettings>;

/** GET /api/admin/settings: every setting; smtp_config as JSON text without its password. */
export const adminSettings = z.object(objectOf<SettingKey, 'value'>(SETTING_KEYS, valueOf));
export type AdminSettings = z.infer<typeof adminSettings>;

/** POST /api/admin/settings: any subset; an empty SMTP pass keeps the stored one. */
export const saveSettingsBody = z.object(objectOf<SettingKey, 'body'>(SETTING_KEYS, (key) => bodyOf(key, SETTINGS[key].kind).optional()));
export type SaveSettingsBody = z.input<typeof saveSettingsBody>;
export type SavedSettings = z.output<typeof saveSettingsBody>;

/** POST /api/admin/settings answers with everything now stored (smtp_config without pass, as on GET). */
export const saveSettingsResponse = z.object({ success: z.literal(true), settings: adminSettings });
export type SaveSettingsResponse = z.infer<typeof saveSettingsResponse>;
