import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomEmail } from '../../test/factories.js';

describe('contact form and inbox', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;
  let ipCounter = 0;
  // Every test posts from its own address, so the per-address limit only bites where meant.
  const nextIp = () => `10.30.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    member = await createUser(t.app, { role: 'member' });
  });
  afterAll(() => t.close());

  const valid = () => ({ name: 'Niamh', email: randomEmail(), phone: '', reason: 'Support', message: 'The hall lights flicker.' });
  const postContact = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/admin/contact', payload, remoteAddress });

  describe('POST /api/admin/contact (public)', () => {
    it('stores the message without any token and answers 201 { success, id }', async () => {
      const res = await postContact(valid());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, id: expect.any(Number) });
      const stored = await t.services.db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Niamh', phone: null, reason: 'Support', is_read: 0 });
    });

    it.each([
      ['a blank name', { name: '' }, 'Name is required'],
      ['no name', { name: undefined }, 'Name is required'],
      ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['a blank email', { email: '' }, 'Email is required'],
      ['an unknown reason', { reason: 'Gossip' }, 'Reason must be Support, Feedback, Partnership or Other'],
      ['a blank message', { message: '   ' }, 'Message is required'],
      ['a too long message', { message: 'x'.repeat(LIMITS.contactMessageMax + 1) }, 'Message must be at most 5000 characters'],
      ['a too long phone', { phone: '1'.repeat(41) }, 'Phone is too long'],
    ])('rejects %s with 400 naming the field', async (_label, change, message) => {
      const res = await postContact({ ...valid(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });

    it(`allows ${LIMITS.contactPerWindow} messages per address in the window, then answers 429`, async () => {
      const ip = '10.99.0.1';
      for (let i = 0; i < LIMITS.contactPerWindow; i++) {
        expect((await postContact(valid(), ip)).statusCode).toBe(201);
      }
      const refused = await postContact(valid(), ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.stringMatching(/too many/i) });
      // Another address is unaffected.
      expect((await postContact(valid(), '10.99.0.2')).statusCode).toBe(201);
    });

    it('holds the limit under 200 parallel posts from one address: exactly the allowed number are stored', async () => {
      const ip = nextIp();
      const results = await Promise.all(Array.from({ length: 200 }, () => postContact(valid(), ip)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(LIMITS.contactPerWindow);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(200 - LIMITS.contactPerWindow);
      const stored = await t.services.db.kysely
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(LIMITS.contactPerWindow);
    });

    it('counts IPv6 senders per /64', async () => {
      const prefix = '2001:db8:77:1';
      for (let i = 0; i < LIMITS.contactPerWindow; i++) expect((await postContact(valid(), `${prefix}::${i + 1}`)).statusCode).toBe(201);
      expect((await postContact(valid(), `${prefix}::ffff`)).statusCode).toBe(429);
      expect((await postContact(valid(), '2001:db8:77:2::1')).statusCode).toBe(201);
    });

    it('counts only messages inside the window', async () => {
      const ip = '10.99.0.3';
      const old = new Date(Date.now() - LIMITS.contactWindowMs - 60_000).toISOString();
      await t.services.db.kysely
        .insertInto('contact_messages')
        .values(Array.from({ length: LIMITS.contactPerWindow }, () => ({ name: 'Old', email: 'old@example.test', reason: 'Other', message: 'Long ago', ip, created_at: old })))
        .execute();
      expect((await postContact(valid(), ip)).statusCode).toBe(201);
    });
  });

  describe('the inbox', () => {
    it('lists newest first with total and unread counts, paged by limit and offset', async () => {
      const first = (await postContact({ ...valid(), name: 'First' })).json().id;
      const second = (await postContact({ ...valid(), name: 'Second' })).json().id;
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?limit=2', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.messages.map((m: { id: number }) => m.id)).toEqual([second, first]);
      expect(body.messages[0]).toEqual({
        id: second, name: 'Second', email: expect.any(String), phone: null, reason: 'Support',
        message: 'The hall lights flicker.', is_read: false, created_at: expect.any(String),
      });
      expect(body.messages[0]).not.toHaveProperty('ip');
      expect(body.total).toBeGreaterThanOrEqual(2);
      expect(body.unread).toBe(body.total);
      const next = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?limit=1&offset=1', headers: admin.auth });
      expect(next.json().messages[0].id).toBe(first);
    });

    it('rejects a bad page query with 400 naming the field', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?limit=0', headers: admin.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('limit');
    });

    it('marks a message read and unread', async () => {
      const id = (await postContact(valid())).json().id;
      const before = (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: admin.auth })).json().unread;
      const read = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/read`, headers: admin.auth, payload: { is_read: true } });
      expect(read.statusCode).toBe(200);
      expect(read.json().message).toMatchObject({ id, is_read: true });
      const after = (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: admin.auth })).json().unread;
      expect(after).toBe(before - 1);
      const unread = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/read`, headers: admin.auth, payload: { is_read: false } });
      expect(unread.json().message.is_read).toBe(false);
    });

    it('rejects a read flag that is not a boolean', async () => {
      const id = (await postContact(valid())).json().id;
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/read`, headers: admin.auth, payload: { is_read: 'yes' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('is_read');
    });

    it('deletes a message', async () => {
      const id = (await postContact(valid())).json().id;
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/contact-messages/${id}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/contact-messages/${id}`, headers: admin.auth });
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 for a missing id', async () => {
      const read = await t.app.inject({ method: 'PUT', url: '/api/admin/contact-messages/999999/read', headers: admin.auth, payload: { is_read: true } });
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: 'Message not found' });
      const del = await t.app.inject({ method: 'DELETE', url: '/api/admin/contact-messages/999999', headers: admin.auth });
      expect(del.statusCode).toBe(404);
    });

    it.each([
      ['GET', '/api/admin/contact-messages', undefined],
      ['PUT', '/api/admin/contact-messages/1/read', { is_read: true }],
      ['DELETE', '/api/admin/contact-messages/1', undefined],
    ] as const)('%s %s needs an administrator: 401 without a token, 403 for a member', async (method, url, payload) => {
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      const asMember = await t.app.inject({ method, url, payload, headers: member.auth });
      expect(asMember.statusCode).toBe(403);
    });
  });
});
