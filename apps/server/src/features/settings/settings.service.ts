// Site settings (docs/product/content.md, docs/product/back-office.md), read and saved through the registry in
// packages/shared (settings/registry.ts): missing keys read as their defaults, the SMTP password
// never leaves the server, a blank password on save keeps the stored one unless the server it
// belongs to changed (host, port or user), and every save refreshes the public caches. A save
// that changes something is written to the audit log in its transaction, naming the changed
// keys and never a value (docs/product/back-office.md, docs/decisions/013: smtp_config holds a password).
import {
  AUDIT_SUMMARIES,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  parseJsonSetting,
  readSettings,
  settingToText,
  smtpConfig,
  type AdminSettings,
  type PublicSettings,
  type SavedSettings,
  type SettingKey,
  type SmtpConfig,
} from '@clanhall/shared';
import type { Services } from '../../services.js';
import type { AuditActor } from '../../services/audit-log.js';
import type { SettingsMap } from '../../services/settings-store.js';
import { withoutSmtpPassword } from './settings.policy.js';

const EMPTY_SMTP: SmtpConfig = smtpConfig.parse({});

function storedSmtpConfig(map: SettingsMap): SmtpConfig {
  return parseJsonSetting(map.get('smtp_config'), smtpConfig, EMPTY_SMTP);
}

function toPublic(map: SettingsMap): PublicSettings {
  const values = readSettings(map);
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, values[key]])) as PublicSettings;
}

function toAdmin(map: SettingsMap): AdminSettings {
  return { ...readSettings(map), smtp_config: JSON.stringify(withoutSmtpPassword(storedSmtpConfig(map))) };
}

export async function getPublicSettings(services: Services): Promise<PublicSettings> {
  return toPublic(await services.settings.read());
}

export async function getAdminSettings(services: Services): Promise<AdminSettings> {
  return toAdmin(await services.settings.read());
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
      : was[key as SettingKey] !== now[key as SettingKey],
  );
}

/** The stored texts of a save: each setting as its registry row stores it, smtp_config merged. */
function entriesOf(body: SavedSettings, stored: SettingsMap): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = body[key];
    if (value === undefined || key === 'smtp_config') continue;
    entries[key] = settingToText(key, value);
  }
  if (body.smtp_config !== undefined) {
    const sent = body.smtp_config.trim() === '' ? EMPTY_SMTP : smtpConfig.parse(JSON.parse(body.smtp_config));
    entries.smtp_config = JSON.stringify(smtpToStore(sent, storedSmtpConfig(stored)));
  }
  return entries;
}

export async function saveSettings(services: Services, actor: AuditActor, body: SavedSettings): Promise<AdminSettings> {
  const stored = await services.settings.read();
  const entries = entriesOf(body, stored);
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
