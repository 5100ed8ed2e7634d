// Site settings (platform.md §4, back-office.md §3): missing keys read as defaults, the SMTP
// password never leaves the server, and a blank password on save keeps the stored one.
import type { Kysely } from 'kysely';
import {
  PUBLIC_SETTING_KEYS,
  SITE_DEFAULTS,
  parseJsonSetting,
  smtpConfig,
  type AdminSettings,
  type PublicSettings,
  type SaveSettingsBody,
  type SmtpConfig,
} from '@clanhall/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { readSettings, upsertSettings, type SettingsMap } from './settings.repository.js';

/** What an empty JSON-text setting stands for (smtp_config has its own handling). */
const JSON_DEFAULTS = { home_offers: '[]', contact_socials: '{}', faq: '[]' } as const;

const DEFAULTS: PublicSettings = {
  site_title: SITE_DEFAULTS.site_title,
  site_name: SITE_DEFAULTS.site_name,
  site_description: SITE_DEFAULTS.site_description,
  footer_info: '',
  contact_email: '',
  contact_phone: '',
  contact_address: '',
  ...JSON_DEFAULTS,
};

const isJsonSetting = (key: string): key is keyof typeof JSON_DEFAULTS => key in JSON_DEFAULTS;

const EMPTY_SMTP: SmtpConfig = smtpConfig.parse({});

function storedSmtpConfig(map: SettingsMap): SmtpConfig {
  return parseJsonSetting(map.get('smtp_config'), smtpConfig, EMPTY_SMTP);
}

function toPublic(map: SettingsMap): PublicSettings {
  const result = { ...DEFAULTS };
  for (const key of PUBLIC_SETTING_KEYS) {
    const value = map.get(key);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** platform.md §4: the back office gets smtp_config without its password (no `pass` at all). */
function toAdmin(map: SettingsMap): AdminSettings {
  const { pass: _password, ...smtpWithoutPassword } = storedSmtpConfig(map);
  return { ...toPublic(map), smtp_config: JSON.stringify(smtpWithoutPassword) };
}

export async function getPublicSettings(db: Kysely<Database>): Promise<PublicSettings> {
  return toPublic(await readSettings(db, PUBLIC_SETTING_KEYS));
}

export async function getAdminSettings(db: Kysely<Database>): Promise<AdminSettings> {
  return toAdmin(await readSettings(db));
}

/** JSON text is stored normalised (the schema already proved it parses to its structure). */
function normaliseJson(key: keyof typeof JSON_DEFAULTS, text: string): string {
  return text.trim() === '' ? JSON_DEFAULTS[key] : JSON.stringify(JSON.parse(text));
}

export interface MailSettings {
  siteName: string;
  /** Where contact messages go; '' when unset. */
  contactEmail: string;
  smtp: SmtpConfig;
}

/** What the contact mail needs (platform.md §4); a blank site name reads as the default. */
export async function getMailSettings(db: Kysely<Database>): Promise<MailSettings> {
  const map = await readSettings(db, ['site_name', 'contact_email', 'smtp_config']);
  return {
    siteName: map.get('site_name')?.trim() || SITE_DEFAULTS.site_name,
    contactEmail: map.get('contact_email')?.trim() ?? '',
    smtp: storedSmtpConfig(map),
  };
}

export async function saveSettings(db: Kysely<Database>, body: SaveSettingsBody): Promise<AdminSettings> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(body) as [keyof SaveSettingsBody, string | undefined][]) {
    if (value === undefined || key === 'smtp_config') continue;
    entries[key] = isJsonSetting(key) ? normaliseJson(key, value) : value;
  }
  if (body.smtp_config !== undefined) {
    const sent = body.smtp_config.trim() === '' ? EMPTY_SMTP : smtpConfig.parse(JSON.parse(body.smtp_config));
    // The back office never receives the password, so it sends it back blank: keep the stored one.
    const pass = sent.pass === '' ? storedSmtpConfig(await readSettings(db, ['smtp_config'])).pass : sent.pass;
    entries.smtp_config = JSON.stringify({ ...sent, pass });
  }
  await upsertSettings(db, entries, nowIso());
  return getAdminSettings(db);
}
