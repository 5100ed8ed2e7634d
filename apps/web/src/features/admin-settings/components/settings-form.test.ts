// docs/product/back-office.md: the settings screen edits structures that travel as JSON text; what it
// reads from the server's answer and what it sends back.
import { describe, expect, it } from 'vitest';
import { saveSettingsBody, type AdminSettings } from '@clanhall/shared';
import { toBody, toForm } from './settings-form';

const STORED: AdminSettings = {
  site_title: 'Clanhall',
  site_name: 'The Hall',
  site_description: 'Where Legends Gather',
  site_url: 'https://club.example.org',
  footer_info: '',
  home_offers: JSON.stringify([{ title: 'Feasts', desc: 'Long tables.' }]),
  contact_email: 'keeper@clanhall.test',
  contact_phone: '',
  contact_address: '',
  contact_socials: JSON.stringify({ facebook: 'https://facebook.com/hall' }),
  faq: JSON.stringify([{ q: 'When?', a: 'Fridays.' }]),
  smtp_config: JSON.stringify({ host: 'mail.test', port: 2525, secure: true, user: 'hall' }),
  chat_upload_quota_mb: '50',
  chat_upload_quota_user_mb: '10',
  shop_checkout_enabled: false,
  membership_mode: 'apply',
};

describe('toForm', () => {
  it('reads the JSON-text settings into structures, every social link present', () => {
    const form = toForm(STORED);
    expect(form.offers).toEqual([{ title: 'Feasts', desc: 'Long tables.' }]);
    expect(form.faq).toEqual([{ q: 'When?', a: 'Fridays.' }]);
    expect(form.socials).toEqual({ facebook: 'https://facebook.com/hall', twitter: '', instagram: '', linkedin: '' });
    expect(form.smtp).toEqual({ host: 'mail.test', port: '2525', secure: true, require_tls: true, user: 'hall', pass: '' });
    expect(form.plain).toMatchObject({ chat_upload_quota_mb: '50', site_url: 'https://club.example.org', shop_checkout_enabled: false });
  });

  it('falls back to empty structures for broken or missing text', () => {
    const form = toForm({ ...STORED, home_offers: '[{', faq: '', contact_socials: 'null', smtp_config: '' });
    expect(form.offers).toEqual([]);
    expect(form.faq).toEqual([]);
    expect(form.socials).toEqual({ facebook: '', twitter: '', instagram: '', linkedin: '' });
    expect(form.smtp).toEqual({ host: '', port: '587', secure: false, require_tls: true, user: '', pass: '' });
  });
});

describe('toBody', () => {
  it('sends back what it read, as text the server accepts', () => {
    const body = toBody(toForm(STORED));
    expect(saveSettingsBody.parse(body)).toEqual(body);
    expect(JSON.parse(body.home_offers!)).toEqual([{ title: 'Feasts', desc: 'Long tables.' }]);
    expect(JSON.parse(body.smtp_config!)).toEqual({ host: 'mail.test', port: 2525, secure: true, require_tls: true, user: 'hall', pass: '' });
    expect(body.shop_checkout_enabled).toBe(false);
  });

  it('trims the texts, drops blank offers and questions, and keeps a blank quota out', () => {
    const form = toForm(STORED);
    form.plain.site_title = '  Clanhall  ';
    form.offers.push({ title: ' ', desc: '' });
    form.faq.push({ q: '', a: '  ' });
    form.plain.chat_upload_quota_mb = '  ';
    const body = toBody(form);
    expect(body.site_title).toBe('Clanhall');
    expect(JSON.parse(body.home_offers!)).toHaveLength(1);
    expect(JSON.parse(body.faq!)).toHaveLength(1);
    expect('chat_upload_quota_mb' in body).toBe(false);
  });

  it('sends port 587 for a port that is not a number, and the password only as typed', () => {
    const form = toForm(STORED);
    form.smtp = { ...form.smtp, port: 'abc', pass: ' secret ' };
    expect(JSON.parse(toBody(form).smtp_config!)).toMatchObject({ port: 587, pass: ' secret ' });
  });
});
