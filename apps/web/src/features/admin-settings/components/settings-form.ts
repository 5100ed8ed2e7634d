// The settings screen edits structures; the server stores four of them as JSON text
// (back-office.md §3). These convert between the two.
import {
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
} from '@clanhall/shared';

export interface SettingsForm {
  site_title: string;
  site_name: string;
  site_description: string;
  footer_info: string;
  contact_email: string;
  contact_phone: string;
  contact_address: string;
  socials: Required<ContactSocials>;
  offers: HomeOffer[];
  faq: FaqEntry[];
  smtp: { host: string; port: string; secure: boolean; user: string; pass: string };
  chat_upload_quota_mb: string;
}

const NO_SOCIALS = { facebook: '', twitter: '', instagram: '', linkedin: '' };

export function toForm(s: AdminSettings): SettingsForm {
  const socials = parseJsonSetting(s.contact_socials, contactSocials, NO_SOCIALS);
  const smtp = parseJsonSetting(s.smtp_config, smtpConfig, { host: '', port: 587, secure: false, user: '', pass: '' });
  return {
    site_title: s.site_title ?? '',
    site_name: s.site_name ?? '',
    site_description: s.site_description ?? '',
    footer_info: s.footer_info ?? '',
    contact_email: s.contact_email ?? '',
    contact_phone: s.contact_phone ?? '',
    contact_address: s.contact_address ?? '',
    socials: { ...NO_SOCIALS, ...socials } as Required<ContactSocials>,
    offers: parseJsonSetting(s.home_offers, homeOffers, []),
    faq: parseJsonSetting(s.faq, faqList, []),
    // The server never sends the stored password; blank keeps it.
    smtp: { host: smtp.host, port: String(smtp.port), secure: smtp.secure, user: smtp.user, pass: '' },
    chat_upload_quota_mb: s.chat_upload_quota_mb ?? '',
  };
}

export function toBody(f: SettingsForm): SaveSettingsBody {
  const port = Number.parseInt(f.smtp.port, 10);
  return {
    site_title: f.site_title.trim(),
    site_name: f.site_name.trim(),
    site_description: f.site_description.trim(),
    footer_info: f.footer_info.trim(),
    contact_email: f.contact_email.trim(),
    contact_phone: f.contact_phone.trim(),
    contact_address: f.contact_address.trim(),
    contact_socials: JSON.stringify(f.socials),
    home_offers: JSON.stringify(f.offers.filter((o) => o.title.trim() || o.desc.trim())),
    faq: JSON.stringify(f.faq.filter((e) => e.q.trim() || e.a.trim())),
    smtp_config: JSON.stringify({
      host: f.smtp.host.trim(),
      port: Number.isFinite(port) ? port : 587,
      secure: f.smtp.secure,
      user: f.smtp.user.trim(),
      pass: f.smtp.pass,
    }),
    // Blank keeps what is set (the server's default until one is).
    ...(f.chat_upload_quota_mb.trim() ? { chat_upload_quota_mb: f.chat_upload_quota_mb.trim() } : {}),
  };
}
