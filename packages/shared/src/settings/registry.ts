// Every site setting, one row each: its key, who may read it, the back-office group it is edited
// in, the kind of value (which fixes its schema, schemas/settings.ts), its default and its field.
// The public and admin schemas, the save body, the server's defaults and reads, and the settings
// form derive from this table, so a new setting is one row here plus its label (conventions.md,
// habit 14). Settings are stored as text; a flag as 'true' / 'false'. No zod here: the public
// pages read the defaults and must not load the schemas.
import { LIMITS, MEMBERSHIP_MODES, SITE_DEFAULTS } from '../constants.js';
import type { ADMIN_SETTINGS_TEXTS } from '../messages-content.js';

export type SettingAudience = 'public' | 'admin';
export const SETTING_GROUPS = ['general', 'contact', 'home', 'faq', 'footer', 'shop', 'membership', 'chat', 'smtp'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/**
 * What a setting holds, and so what a save accepts (schemas/settings.ts): text; an email or ''
 * ; the site's address; JSON text of one of the four structures; a flag; whole megabytes.
 */
export type SettingKind =
  | 'text'
  | 'email'
  | 'site-address'
  | 'json:contact_socials'
  | 'json:home_offers'
  | 'json:faq'
  | 'json:smtp_config'
  | 'flag'
  | 'megabytes'
  | 'choice:membership_mode';

/** A text of ADMIN_SETTINGS_TEXTS, named (the texts load with the settings screen only). */
export type SettingText = keyof typeof ADMIN_SETTINGS_TEXTS;

/** How the back office edits a setting: a plain field, or an editor of its own (structured). */
export type SettingField =
  | { kind: 'text' | 'multiline' | 'email' | 'tel' | 'url' | 'number' | 'switch'; label: SettingText; help?: SettingText }
  /** One of a fixed list: each option's value and the text naming it. */
  | { kind: 'select'; label: SettingText; help?: SettingText; options: readonly { value: string; label: SettingText }[] }
  | { kind: 'structured' };

interface Row<A extends SettingAudience, K extends SettingKind, V> {
  audience: A;
  group: SettingGroup;
  kind: K;
  /** The value while none is stored (or the stored text is unreadable). */
  default: V;
  field: SettingField;
}

const row = <A extends SettingAudience, K extends SettingKind, V extends string | boolean>(
  audience: A,
  group: SettingGroup,
  kind: K,
  fallback: V,
  field: SettingField,
): Row<A, K, V extends boolean ? boolean : string> => ({ audience, group, kind, default: fallback as V extends boolean ? boolean : string, field });

const MB = 1024 * 1024;

export const SETTINGS = {
  site_title: row('public', 'general', 'text', SITE_DEFAULTS.site_title, { kind: 'text', label: 'siteTitle' }),
  site_name: row('public', 'general', 'text', SITE_DEFAULTS.site_name, { kind: 'text', label: 'siteName' }),
  site_description: row('public', 'general', 'text', SITE_DEFAULTS.site_description, { kind: 'multiline', label: 'siteDescription' }),
  site_url: row('admin', 'general', 'site-address', '', { kind: 'url', label: 'siteUrl', help: 'siteUrlHelp' }),
  contact_email: row('public', 'contact', 'email', '', { kind: 'email', label: 'contactEmail' }),
  contact_phone: row('public', 'contact', 'text', '', { kind: 'tel', label: 'contactPhone' }),
  contact_address: row('public', 'contact', 'text', '', { kind: 'multiline', label: 'contactAddress' }),
  contact_socials: row('public', 'contact', 'json:contact_socials', '{}', { kind: 'structured' }),
  home_offers: row('public', 'home', 'json:home_offers', '[]', { kind: 'structured' }),
  faq: row('public', 'faq', 'json:faq', '[]', { kind: 'structured' }),
  footer_info: row('public', 'footer', 'text', '', { kind: 'multiline', label: 'footerInfo' }),
  shop_checkout_enabled: row('public', 'shop', 'flag', true, {
    kind: 'switch',
    label: 'shopCheckoutEnabled',
    help: 'shopCheckoutEnabledHelp',
  }),
  /** docs/product/membership.md: how the club takes members in. */
  membership_mode: row('public', 'membership', 'choice:membership_mode', 'invite', {
    kind: 'select',
    label: 'membershipMode',
    help: 'membershipModeHelp',
    options: [
      { value: 'invite', label: 'membershipModeInvite' },
      { value: 'apply', label: 'membershipModeApply' },
      { value: 'paid', label: 'membershipModePaid' },
      { value: 'apply_or_paid', label: 'membershipModeApplyOrPaid' },
    ],
  }),
  chat_upload_quota_mb: row('admin', 'chat', 'megabytes', String(LIMITS.uploadQuotaBytesDefault / MB), {
    kind: 'number',
    label: 'chatUploadQuota',
  }),
  chat_upload_quota_user_mb: row('admin', 'chat', 'megabytes', String(LIMITS.uploadQuotaUserBytesDefault / MB), {
    kind: 'number',
    label: 'chatUploadQuotaUser',
  }),
  smtp_config: row('admin', 'smtp', 'json:smtp_config', '', { kind: 'structured' }),
} as const;

type Definitions = typeof SETTINGS;
export type SettingKey = keyof Definitions;
export type SettingValue<K extends SettingKey> = Definitions[K]['default'];
export type SettingValues = { [K in SettingKey]: SettingValue<K> };
export type PublicSettingKey = { [K in SettingKey]: Definitions[K]['audience'] extends 'public' ? K : never }[SettingKey];

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const PUBLIC_SETTING_KEYS = SETTING_KEYS.filter((key) => SETTINGS[key].audience === 'public') as PublicSettingKey[];

const WHOLE_MB = /^\d{1,7}$/;

/** A stored text as its setting's value; a broken flag or number reads as the default. */
export function settingFromText(key: SettingKey, text: string | undefined): string | boolean {
  const { kind, default: fallback } = SETTINGS[key];
  if (text === undefined) return fallback;
  if (kind === 'flag') return text === 'true' ? true : text === 'false' ? false : fallback;
  if (kind === 'megabytes') return WHOLE_MB.test(text.trim()) ? text.trim() : fallback;
  if (kind === 'choice:membership_mode') return (MEMBERSHIP_MODES as readonly string[]).includes(text) ? text : fallback;
  return text;
}

/** A saved value as stored text: JSON text normalised (empty stands for the default), a flag as 'true'/'false'. */
export function settingToText(key: SettingKey, value: string | boolean): string {
  const { kind, default: fallback } = SETTINGS[key];
  if (typeof value === 'boolean') return String(value);
  if (kind.startsWith('json:')) return value.trim() === '' ? String(fallback) : JSON.stringify(JSON.parse(value));
  return value;
}

/** Every setting's value from the stored texts (absent ones at their default). */
export function readSettings(stored: ReadonlyMap<string, string>): SettingValues {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, settingFromText(key, stored.get(key))])) as SettingValues;
}

/** One setting's value from the stored texts. */
export function readSetting<K extends SettingKey>(stored: ReadonlyMap<string, string>, key: K): SettingValue<K> {
  return settingFromText(key, stored.get(key)) as SettingValue<K>;
}
