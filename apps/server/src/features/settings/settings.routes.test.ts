import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_KEYS, SETTINGS, SETTING_KEYS, SITE_DEFAULTS } from '@clanhall/shared';
import { dailyQuotaBytes } from '../../services/uploads/upload-quota.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

describe('site settings', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app, { role: 'member' });
  });
  afterAll(() => t.close());

  const save = (payload: Record<string, unknown>, headers = admin.auth) => t.app.inject({ method: 'POST', url: '/api/admin/settings', headers, payload });
  const withoutPass = ({ pass: _pass, ...rest }: Record<string, unknown>) => rest;
  const storedSmtp = async () => {
    const row = await t.services.db.kysely.selectFrom('settings').select('value').where('key', '=', 'smtp_config').executeTakeFirst();
    return row ? JSON.parse(row.value) : undefined;
  };

  it('answers defaults for a new site, publicly, without smtp_config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      site_title: SITE_DEFAULTS.site_title,
      site_name: 'Clanhall',
      site_description: SITE_DEFAULTS.site_description,
      footer_info: '',
      home_offers: '[]',
      contact_email: '',
      contact_phone: '',
      contact_address: '',
      contact_socials: '{}',
      faq: '[]',
      shop_checkout_enabled: true,
      membership_mode: 'invite',
    });
  });

  it('takes membership_mode as one of its four values only, and shows it publicly (docs/product/membership.md)', async () => {
    for (const bad of ['open', '', 'INVITE', 3, true]) {
      const res = await save({ membership_mode: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatch(/membership_mode must be invite, apply, paid or apply_or_paid/);
    }
    expect((await save({ membership_mode: 'apply_or_paid' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.json().membership_mode).toBe('apply_or_paid');
  });

  it('saves any subset, answers { success, settings } and the public read shows it', async () => {
    const offers = JSON.stringify([{ title: 'Feasts', desc: 'Long tables at every season.' }]);
    const res = await save({ site_title: 'Hall of Tales', footer_info: 'Kin and craft', home_offers: offers, contact_email: 'hall@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, settings: { site_title: 'Hall of Tales', site_name: 'Clanhall', home_offers: offers } });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(pub).toMatchObject({ site_title: 'Hall of Tales', footer_info: 'Kin and craft', home_offers: offers, contact_email: 'hall@example.test' });
    expect(Object.keys(pub).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
  });

  it('keeps the SMTP password on the server and never returns it', async () => {
    const smtp = { host: 'smtp.example.test', port: 2525, secure: false, require_tls: true, user: 'mailer', pass: 'p@ss-word' };
    const res = await save({ smtp_config: JSON.stringify(smtp) });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().settings.smtp_config)).toEqual(withoutPass(smtp));
    expect(res.body).not.toContain('p@ss-word');
    expect(await storedSmtp()).toEqual(smtp);

    const adminRead = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(adminRead.statusCode).toBe(200);
    expect(JSON.parse(adminRead.json().smtp_config)).toEqual(withoutPass(smtp));
    expect(adminRead.body).not.toContain('p@ss-word');

    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.json()).not.toHaveProperty('smtp_config');
    expect(pub.body).not.toContain('smtp.example.test');
  });

  it('keeps the stored SMTP password when saved blank for the same server, and replaces it when a new one is given', async () => {
    await save({ smtp_config: JSON.stringify({ host: 'mail.example.test', port: 465, user: 'mailer', pass: 'first-pass' }) });
    await save({ smtp_config: JSON.stringify({ host: 'mail.example.test', port: 465, secure: true, user: 'mailer', pass: '' }) });
    expect(await storedSmtp()).toEqual({ host: 'mail.example.test', port: 465, secure: true, require_tls: true, user: 'mailer', pass: 'first-pass' });
    await save({ smtp_config: JSON.stringify({ host: 'mail.example.test', port: 465, secure: true, user: 'mailer', pass: 'second-pass' }) });
    expect((await storedSmtp()).pass).toBe('second-pass');
  });

  it.each([
    ['host', { host: 'elsewhere.example.test' }],
    ['port', { port: 2525 }],
    ['user', { user: 'someone-else' }],
  ])('drops the stored SMTP password when the %s changes and no new one is given', async (_field, change) => {
    const server = { host: 'mail.example.test', port: 465, secure: true, require_tls: true, user: 'mailer' };
    await save({ smtp_config: JSON.stringify({ ...server, pass: 'kept-secret' }) });
    await save({ smtp_config: JSON.stringify({ ...server, ...change, pass: '' }) });
    expect(await storedSmtp()).toEqual({ ...server, ...change, pass: '' });
  });

  it.each([
    ['home_offers', '[{"title": "Unclosed"'],
    ['faq', 'not json at all'],
    ['contact_socials', '{"facebook": '],
    ['smtp_config', '{host: smtp}'],
  ])('rejects broken JSON text in %s with 400 naming the field', async (field, text) => {
    const res = await save({ [field]: text });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it.each([
    ['home_offers', '{"title": "not a list"}'],
    ['faq', '[{"q": 1, "a": 2}]'],
    ['contact_socials', '["facebook"]'],
    ['smtp_config', '{"port": "not a port"}'],
  ])('rejects JSON text of the wrong structure in %s with 400', async (field, text) => {
    const res = await save({ [field]: text });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
  });

  it.each(['"2525"', '[2525]', 'true', 'null'])('takes the SMTP port as typed: %s is 400 naming the port, nothing stored', async (port) => {
    await save({ smtp_config: JSON.stringify({ host: 'mail.example.test', port: 465, user: 'mailer', pass: 'kept' }) });
    const res = await save({ smtp_config: `{"host": "elsewhere.example.test", "port": ${port}}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'smtp_config does not have the expected structure (port: port must be a number)' });
    expect(await storedSmtp()).toEqual({ host: 'mail.example.test', port: 465, secure: false, require_tls: true, user: 'mailer', pass: 'kept' });
  });

  it('writes nothing when any field is invalid', async () => {
    const res = await save({ site_title: 'Should Not Stick', faq: '[oops' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().site_title).not.toBe('Should Not Stick');
  });

  it('rejects an invalid contact email and an over-long text with 400 naming the field', async () => {
    const email = await save({ contact_email: 'nope' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toContain('contact_email');
    const long = await save({ footer_info: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('footer_info');
  });

  it('stores blank JSON text as the empty structure', async () => {
    const res = await save({ faq: '', contact_socials: '' });
    expect(res.json().settings).toMatchObject({ faq: '[]', contact_socials: '{}' });
  });

  it.each([
    ['GET', undefined],
    ['POST', { site_title: 'Intruders' }],
  ] as const)('%s /api/admin/settings needs an administrator: 401 without a token, 403 for a member', async (method, payload) => {
    const anonymous = await t.app.inject({ method, url: '/api/admin/settings', payload });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await t.app.inject({ method, url: '/api/admin/settings', payload, headers: member.auth });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: expect.any(String) });
  });
  it('accepts the JSON-text fields as structured values too, storing their JSON text', async () => {
    const offers = [{ title: 'Feasts', desc: 'Long tables.' }];
    const res = await save({ home_offers: offers, contact_socials: { facebook: 'https://facebook.com/clanhall' } });
    expect(res.statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(JSON.parse(pub.home_offers)).toEqual(offers);
    expect(JSON.parse(pub.contact_socials).facebook).toBe('https://facebook.com/clanhall');
  });

  it('sets the chat upload allowance (admin only, 500 MB until set), which the uploads then use', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json();
    expect((await read()).chat_upload_quota_mb).toBe('500');
    expect(await dailyQuotaBytes(t.services.settings)).toBe(500 * 1024 * 1024);

    const res = await save({ chat_upload_quota_mb: '25' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.chat_upload_quota_mb).toBe('25');
    expect(await dailyQuotaBytes(t.services.settings)).toBe(25 * 1024 * 1024);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).not.toHaveProperty('chat_upload_quota_mb');

    // Text like every setting: a JSON number is refused too, not turned into text.
    for (const bad of ['-1', '2.5', 'lots', '1000001', 25, true, null]) {
      const refused = await save({ chat_upload_quota_mb: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain('chat_upload_quota_mb must be a whole number of megabytes from 0 to 1000000');
    }
    expect((await read()).chat_upload_quota_mb).toBe('25');
  });

  it('refuses social links that are not http(s), naming the field', async () => {
    const res = await save({ contact_socials: JSON.stringify({ twitter: 'javascript:alert(1)' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/contact_socials/);
  });

  it('answers every setting of the registry to an administrator, and only the public ones publicly', async () => {
    const adminRead = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json();
    expect(Object.keys(adminRead).sort()).toEqual([...SETTING_KEYS].sort());
    const pub = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(Object.keys(pub).sort()).toEqual(SETTING_KEYS.filter((key) => SETTINGS[key].audience === 'public').sort());
  });

  it("saves the 'Site address' as an http(s) address without its trailing slash, for administrators only", async () => {
    const res = await save({ site_url: ' https://club.example.org/ ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.site_url).toBe('https://club.example.org');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).not.toHaveProperty('site_url');
    for (const bad of ['javascript:alert(1)', 'club.example.org', 'https://club.example.org/?next=evil', 'ftp://club.example.org']) {
      const refused = await save({ site_url: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain('site_url must be an http(s) address');
    }
    expect((await save({ site_url: '' })).json().settings.site_url).toBe('');
  });

  it("takes 'Shop open for orders' as a JSON boolean only, and shows it publicly", async () => {
    for (const bad of ['false', 0, null, [], 'no']) {
      const refused = await save({ shop_checkout_enabled: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain('shop_checkout_enabled must be true or false');
    }
    expect((await save({ shop_checkout_enabled: false })).json().settings.shop_checkout_enabled).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().shop_checkout_enabled).toBe(false);
    expect((await save({ shop_checkout_enabled: true })).json().settings.shop_checkout_enabled).toBe(true);
  });

  it('has a smaller default upload allowance for user accounts (100 MB), set apart from members', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json();
    expect((await read()).chat_upload_quota_user_mb).toBe('100');
    expect((await save({ chat_upload_quota_user_mb: '40' })).json().settings.chat_upload_quota_user_mb).toBe('40');
    expect((await save({ chat_upload_quota_user_mb: 'x' })).statusCode).toBe(400);
  });
});
