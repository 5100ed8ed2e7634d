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

const DEFAULTS: PublicSettings = {
  site_title: SITE_DEFAULTS.site_title,
  site_name: SITE_DEFAULTS.site_name,
  site_description: SITE_DEFAULTS.site_description,
  footer_info: '',
  home_offers: '[]',
  contact_email: '',
  contact_phone: '',
  contact_address: '',
  contact_socials: '{}',
  faq: '[]',
};

const JSON_DEFAULTS: Partial<Record<keyof SaveSettingsBody, string>> = {
  home_offers: '[]',
  contact_socials: '{}',
  faq: '[]',
};

const EMPTY_SMTP: SmtpConfig = smtpConfig.parse({});

export function storedSmtpConfig(map: SettingsMap): SmtpConfig {
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
function normaliseJson(key: keyof SaveSettingsBody, text: string): string {
  return text.trim() === '' ? (JSON_DEFAULTS[key] ?? '') : JSON.stringify(JSON.parse(text));
}

export async function saveSettings(db: Kysely<Database>, body: SaveSettingsBody): Promise<AdminSettings> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(body) as [keyof SaveSettingsBody, string | undefined][]) {
    if (value === undefined || key === 'smtp_config') continue;
    entries[key] = key in JSON_DEFAULTS ? normaliseJson(key, value) : value;
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
