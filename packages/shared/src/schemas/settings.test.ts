// The four JSON-text settings and the quota (docs/product/back-office.md, docs/product/content.md): what the
// server accepts and the words it refuses with, and how the screens read them back.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.js';
import { faqList, homeOffers, parseJsonSetting, saveSettingsBody, smtpConfig } from './settings.js';

const messages = (body: unknown) => {
  const result = saveSettingsBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('saveSettingsBody JSON-text fields', () => {
  it('takes JSON text of the right structure, and empty text for none', () => {
    const offers = JSON.stringify([{ title: 'Feasts', desc: 'Long tables.' }]);
    expect(saveSettingsBody.parse({ home_offers: offers, faq: '' })).toEqual({ home_offers: offers, faq: '' });
  });

  it('stores a structured value as its JSON text', () => {
    const parsed = saveSettingsBody.parse({ faq: [{ q: 'When?', a: 'Fridays.' }] });
    expect(parsed.faq).toBe('[{"q":"When?","a":"Fridays."}]');
  });

  it('refuses text that is not JSON, naming the field', () => {
    expect(messages({ home_offers: '[{oops' })).toEqual(['home_offers must be valid JSON text']);
  });

  it('refuses JSON of another structure, saying where', () => {
    expect(messages({ faq: JSON.stringify([{ q: 1, a: 'x' }]) })).toEqual([
      'faq does not have the expected structure (0.q: Invalid input: expected string, received number)',
    ]);
    expect(messages({ contact_socials: JSON.stringify({ facebook: 'javascript:alert(1)' }) })).toEqual([
      'contact_socials does not have the expected structure (facebook: Social links must be http(s) URLs)',
    ]);
  });

  it('refuses a structure nested too deep to write back', () => {
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(messages({ faq: deep })).toEqual(['faq does not have the expected structure']);
  });
});

describe('saveSettingsBody plain fields', () => {
  it('takes an empty contact email or a valid one, and refuses others', () => {
    expect(messages({ contact_email: '' })).toEqual([]);
    expect(messages({ contact_email: 'keeper@clanhall' })).toEqual([]);
    expect(messages({ contact_email: 'not an address' })).toEqual(['contact_email must be a valid email address']);
  });

  it('keeps the upload quota as text of whole megabytes within the limit', () => {
    expect(saveSettingsBody.parse({ chat_upload_quota_mb: '25' }).chat_upload_quota_mb).toBe('25');
    expect(saveSettingsBody.parse({ chat_upload_quota_mb: ' 0 ' }).chat_upload_quota_mb).toBe('0');
    const refusal = `chat_upload_quota_mb must be a whole number of megabytes from 0 to ${LIMITS.uploadQuotaMbMax}`;
    for (const bad of ['1.5', '-1', 'ten', '', String(LIMITS.uploadQuotaMbMax + 1), 25]) {
      expect(messages({ chat_upload_quota_mb: bad }), String(bad)).toEqual([refusal]);
    }
  });

  it('refuses texts longer than the settings limit', () => {
    expect(messages({ site_title: 'x'.repeat(LIMITS.settingsTextMax) })).toEqual([]);
    expect(messages({ site_title: 'x'.repeat(LIMITS.settingsTextMax + 1) })).toHaveLength(1);
  });
});

describe('parseJsonSetting', () => {
  it('reads a stored structure, with its defaults filled in', () => {
    expect(parseJsonSetting('{"host":"mail.example","port":2525}', smtpConfig, smtpConfig.parse({}))).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      require_tls: true,
      user: '',
      pass: '',
    });
  });

  it('falls back for empty, broken or mis-shaped text', () => {
    const fallback = [{ title: 'Fallback', desc: '' }];
    expect(parseJsonSetting('', homeOffers, fallback)).toBe(fallback);
    expect(parseJsonSetting(null, homeOffers, fallback)).toBe(fallback);
    expect(parseJsonSetting('[{', homeOffers, fallback)).toBe(fallback);
    expect(parseJsonSetting('{"title":"not a list"}', homeOffers, fallback)).toBe(fallback);
    expect(parseJsonSetting(JSON.stringify(Array.from({ length: 51 }, () => ({ q: 'q', a: 'a' }))), faqList, [])).toEqual([]);
  });
});
