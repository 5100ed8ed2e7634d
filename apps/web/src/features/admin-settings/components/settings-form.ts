// The settings screen's form state and its conversion to and from the API. Plain settings
// (text, switches, numbers) come straight from the registry (packages/shared settings/registry.ts);
// the four JSON-text settings are edited as structures and sent back as JSON text
// (docs/product/back-office.md).
import {
  SETTINGS,
  SETTING_KEYS,
  contactSocials,
  faqList,
  homeOffers,
  parseJsonSetting,
  smtpConfig,
  type AdminSettings,
  type ContactSocials,
  type FaqEntry,
  type HomeOffer,
  type SaveSettingsBody,
  type SettingKey,
} from '@clanhall/shared';

/** The settings the form edits as one plain field each, in the registry's order. */
export const PLAIN_SETTING_KEYS: readonly SettingKey[] = SETTING_KEYS.filter((key) => SETTINGS[key].field.kind !== 'structured');

export interface SmtpForm {
  host: string;
  port: string;
  secure: boolean;
  require_tls: boolean;
  user: string;
  pass: string;
}

export interface SettingsForm {
  plain: Partial<Record<SettingKey, string | boolean>>;
  socials: Required<ContactSocials>;
  offers: HomeOffer[];
  faq: FaqEntry[];
  smtp: SmtpForm;
}

const NO_SOCIALS = { facebook: '', twitter: '', instagram: '', linkedin: '' };
const DEFAULT_SMTP = smtpConfig.parse({});

export function toForm(s: AdminSettings): SettingsForm {
  const socials = parseJsonSetting(s.contact_socials, contactSocials, NO_SOCIALS);
  const smtp = parseJsonSetting(s.smtp_config, smtpConfig, DEFAULT_SMTP);
  return {
    plain: Object.fromEntries(PLAIN_SETTING_KEYS.map((key) => [key, s[key] ?? SETTINGS[key].default])),
    socials: { ...NO_SOCIALS, ...socials } as Required<ContactSocials>,
    offers: parseJsonSetting(s.home_offers, homeOffers, []),
    faq: parseJsonSetting(s.faq, faqList, []),
    // The server never sends the stored password; blank keeps it.
    smtp: { host: smtp.host, port: String(smtp.port), secure: smtp.secure, require_tls: smtp.require_tls, user: smtp.user, pass: '' },
  };
}

/** A plain field's value as the save sends it: text trimmed; a blank number keeps what is set. */
function plainEntries(plain: SettingsForm['plain']): Partial<Record<SettingKey, string | boolean>> {
  const entries: Partial<Record<SettingKey, string | boolean>> = {};
  for (const key of PLAIN_SETTING_KEYS) {
    const value = plain[key];
    if (value === undefined) continue;
    if (typeof value === 'boolean') entries[key] = value;
    else if (SETTINGS[key].field.kind !== 'number' || value.trim() !== '') entries[key] = value.trim();
  }
  return entries;
}

export function toBody(f: SettingsForm): SaveSettingsBody {
  const port = Number.parseInt(f.smtp.port, 10);
  return {
    ...(plainEntries(f.plain) as SaveSettingsBody),
    contact_socials: JSON.stringify(f.socials),
    home_offers: JSON.stringify(f.offers.filter((o) => o.title.trim() || o.desc.trim())),
    faq: JSON.stringify(f.faq.filter((e) => e.q.trim() || e.a.trim())),
    smtp_config: JSON.stringify({
      host: f.smtp.host.trim(),
      port: Number.isFinite(port) ? port : DEFAULT_SMTP.port,
      secure: f.smtp.secure,
      require_tls: f.smtp.require_tls,
      user: f.smtp.user.trim(),
      pass: f.smtp.pass,
    }),
  };
}
