// Site settings (platform.md §4, back-office.md §3): missing keys read as defaults, the SMTP
// password never leaves the server, a blank password on save keeps the stored one unless the
// server it belongs to changed (host, port or user), and every save refreshes the public caches.
// A save that changes something is written to the audit log in its transaction, naming the
// changed keys and never a value (platform.md §7, docs/decisions/013: smtp_config holds a password).
import {
  AUDIT_SUMMARIES,
  LIMITS,
  PUBLIC_SETTING_KEYS,
  SITE_DEFAULTS,
  parseJsonSetting,
  smtpConfig,
  type AdminSettings,
  type PublicSettings,
  type SaveSettingsBody,
  type SmtpConfig,
} from '@clanhall/shared';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import type { SettingsMap } from '../../services/settings-store.js';
import { withoutSmtpPassword } from './settings.policy.js';

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

/** The quota as set, or the default in MB (services/uploads/upload-quota.ts reads the same key). */
const quotaMb = (map: SettingsMap) => map.get('chat_upload_quota_mb')?.trim() || String(LIMITS.uploadQuotaBytesDefault / (1024 * 1024));

function toAdmin(map: SettingsMap): AdminSettings {
  return { ...toPublic(map), smtp_config: JSON.stringify(withoutSmtpPassword(storedSmtpConfig(map))), chat_upload_quota_mb: quotaMb(map) };
}

export async function getPublicSettings(services: Services): Promise<PublicSettings> {
  return toPublic(await services.settings.read());
}

export async function getAdminSettings(services: Services): Promise<AdminSettings> {
  return toAdmin(await services.settings.read());
}

/** JSON text is stored normalised (the schema already proved it parses to its structure). */
function normaliseJson(key: keyof typeof JSON_DEFAULTS, text: string): string {
  return text.trim() === '' ? JSON_DEFAULTS[key] : JSON.stringify(JSON.parse(text));
}

/**
 * The back office never receives the password, so it sends it back blank: keep the stored one,
 * but only for the same server and account; a password is never sent to a server it was not
 * given for.
 */
function smtpToStore(sent: SmtpConfig, stored: SmtpConfig): SmtpConfig {
  if (sent.pass !== '') return sent;
  const sameServer = sent.host === stored.host && sent.port === stored.port && sent.user === stored.user;
  return { ...sent, pass: sameServer ? stored.pass : '' };
}

/**
 * The keys whose value, as the site reads it, a save changes: a key saved with its default or
 * its stored value is no change. smtp_config is compared whole, its password included, which
 * the back office's reading leaves out.
 */
function changedKeys(stored: SettingsMap, entries: Record<string, string>): string[] {
  const after: SettingsMap = new Map([...stored, ...Object.entries(entries)]);
  const [was, now] = [toAdmin(stored), toAdmin(after)];
  return Object.keys(entries).filter((key) =>
    key === 'smtp_config'
      ? JSON.stringify(storedSmtpConfig(stored)) !== JSON.stringify(storedSmtpConfig(after))
      : was[key as keyof AdminSettings] !== now[key as keyof AdminSettings],
  );
}

export async function saveSettings(services: Services, actor: AuditActor, body: SaveSettingsBody): Promise<AdminSettings> {
  const stored = await services.settings.read();
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(body) as [keyof SaveSettingsBody, string | undefined][]) {
    if (value === undefined || key === 'smtp_config') continue;
    entries[key] = isJsonSetting(key) ? normaliseJson(key, value) : value;
  }
  if (body.smtp_config !== undefined) {
    const sent = body.smtp_config.trim() === '' ? EMPTY_SMTP : smtpConfig.parse(JSON.parse(body.smtp_config));
    entries.smtp_config = JSON.stringify(smtpToStore(sent, storedSmtpConfig(stored)));
  }
  const changed = changedKeys(stored, entries);
  await services.settings.write(entries, async (trx) => {
    if (changed.length === 0) return;
    await services.auditLog.record(
      { actor, action: 'settings.saved', target: { type: 'settings', id: null }, summary: AUDIT_SUMMARIES.settingsSaved(changed) },
      trx,
    );
  });
  return getAdminSettings(services);
}
