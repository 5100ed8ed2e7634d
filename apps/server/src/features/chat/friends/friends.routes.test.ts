// Friend requests (docs/product/chat.md); Find Users is in find-users.routes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
});
afterAll(() => t.close());

describe('POST /api/chat/request', () => {
  let me: CreatedUser;
  beforeAll(async () => {
    me = await createUser(t.app, { role: 'user' });
  });

  it('sends a request (201) that the recipient sees under requests and the sender under sent-requests', async () => {
    const other = await createUser(t.app);
    const res = await api.post('/api/chat/request', me, { recipient_id: other.id, sender_id: other.id, status: 'accepted' });
    expect(res.statusCode).toBe(201);
    const request = res.json().request;
    expect(request).toEqual({
      id: expect.any(Number),
      sender: { id: me.id, username: me.username, avatar_url: null, role: 'user' },
      recipient: { id: other.id, username: other.username, avatar_url: null, role: 'member' },
      sender_id: me.id,
      recipient_id: other.id,
      status: 'pending',
      created_at: expect.any(String),
    });
    expect((await api.get('/api/chat/requests', other)).json().requests).toEqual([request]);
    expect((await api.get('/api/chat/sent-requests', me)).json().requests.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await api.get('/api/chat/requests', me)).json().requests.map((r: { id: number }) => r.id)).not.toContain(request.id);
  });

  it.each([
    ['no recipient_id', {}, 'recipient_id'],
    ['a text recipient_id', { recipient_id: 'bob' }, 'recipient_id must be a number'],
    ['a negative recipient_id', { recipient_id: -3 }, 'recipient_id must be an id'],
  ])('answers 400 to %s, naming the field', async (_label, payload, message) => {
    const res = await api.post('/api/chat/request', me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('takes recipient_id as typed: true is 400, not a request to account 1 (docs/product/operating.md)', async () => {
    const sent = async () => (await api.get('/api/chat/sent-requests', me)).json().requests;
    const before = await sent();
    const res = await api.post('/api/chat/request', me, { recipient_id: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'recipient_id must be a number' });
    expect(await sent()).toEqual(before);
  });

  it('refuses a request to oneself (400), to no one or an inactive account (404)', async () => {
    expect((await api.post('/api/chat/request', me, { recipient_id: me.id })).json()).toEqual({ error: CHAT_ERRORS.selfRequest });
    const banned = await createUser(t.app, { status: 'banned' });
    for (const id of [2_147_483_647, banned.id]) {
      const res = await api.post('/api/chat/request', me, { recipient_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CHAT_ERRORS.userNotFound });
    }
  });

  it('refuses a second pending request between the same two people, either way (409)', async () => {
    const other = await createUser(t.app);
    expect((await api.post('/api/chat/request', me, { recipient_id: other.id })).statusCode).toBe(201);
    for (const [from, to] of [
      [me, other],
      [other, me],
    ] as const) {
      const res = await api.post('/api/chat/request', from, { recipient_id: to.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: CHAT_ERRORS.requestPending });
    }
  });

  it('lets exactly one of many concurrent requests between two people through, both directions at once', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
      const sends = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? [a, b] : [b, a])).map(([from, to]) =>
        api.post('/api/chat/request', from, { recipient_id: to!.id }),
      );
      const statuses = (await Promise.all(sends)).map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      const rows = await t.services.db.kysely
        .selectFrom('friend_requests')
        .select('id')
        .where((eb) => eb.or([eb('sender_id', '=', a.id), eb('recipient_id', '=', a.id)]))
        .execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('refuses a request between friends (409)', async () => {
    const friend = await createUser(t.app);
    await api.befriend(me, friend);
    for (const [from, to] of [
      [me, friend],
      [friend, me],
    ] as const) {
      expect((await api.post('/api/chat/request', from, { recipient_id: to.id })).json()).toEqual({ error: CHAT_ERRORS.alreadyFriends });
    }
  });

  it('tells a blocker 403 and the blocked only that the account is not found', async () => {
    const [blocker, blocked] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await api.post('/api/chat/block', blocker, { user_id: blocked.id });
    const byBlocker = await api.post('/api/chat/request', blocker, { recipient_id: blocked.id });
    expect([byBlocker.statusCode, byBlocker.json()]).toEqual([403, { error: CHAT_ERRORS.blocked }]);
    const byBlocked = await api.post('/api/chat/request', blocked, { recipient_id: blocker.id });
    expect([byBlocked.statusCode, byBlocked.json()]).toEqual([404, { error: CHAT_ERRORS.userNotFound }]);
  });

  it('answers 401 without a token and 403 to a banned account', async () => {
    expect((await api.post('/api/chat/request', undefined, { recipient_id: me.id })).statusCode).toBe(401);
    const banned = await createUser(t.app, { status: 'banned' });
    const res = await api.post('/api/chat/request', banned, { recipient_id: me.id });
    expect([res.statusCode, res.json()]).toEqual([403, { error: SERVER_ERRORS.accountDisabled }]);
  });
});

describe('POST /api/chat/respond', () => {
  const requestBetween = async (from: CreatedUser, to: CreatedUser) =>
    (await api.post('/api/chat/request', from, { recipient_id: to.id })).json().request.id as number;

  it('accepting makes friends and opens their conversation, which both see', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'user' })]);
    const id = await requestBetween(a, b);
    const res = await api.post('/api/chat/respond', b, { request_id: id, accept: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      request: expect.objectContaining({ id, status: 'accepted', sender_id: a.id, recipient_id: b.id }),
      conversation: {
        id: expect.any(Number),
        participant: { id: a.id, username: a.username, avatar_url: null, role: 'member' },
        last_message: null,
        last_message_time: null,
        unread_count: 0,
      },
    });
    const conversationId = res.json().conversation.id;
    expect((await api.get('/api/chat/conversations', a)).json().conversations.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    expect((await api.get('/api/chat/requests', b)).json().requests).toEqual([]);
    expect((await api.get('/api/chat/sent-requests', a)).json().requests).toEqual([]);
  });

  it('declining only marks the request declined: no friendship, and a new request may follow', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const id = await requestBetween(a, b);
    const res = await api.post('/api/chat/respond', b, { request_id: id, accept: false });
    expect(res.json()).toEqual({ request: expect.objectContaining({ id, status: 'declined' }), conversation: null });
    expect((await api.post('/api/chat/conversation', a, { participant_id: b.id })).json()).toEqual({ error: CHAT_ERRORS.notFriends });
    expect((await api.post('/api/chat/request', b, { recipient_id: a.id })).statusCode).toBe(201);
  });

  it('lets only the recipient answer, once: the sender, a third party and a second answer get 404', async () => {
    const [a, b, c] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app, { role: 'admin' })]);
    const id = await requestBetween(a, b);
    for (const who of [a, c]) {
      const res = await api.post('/api/chat/respond', who, { request_id: id, accept: true });
      expect([res.statusCode, res.json()]).toEqual([404, { error: CHAT_ERRORS.requestNotFound }]);
    }
    expect((await api.post('/api/chat/respond', b, { request_id: id, accept: false })).statusCode).toBe(200);
    expect((await api.post('/api/chat/respond', b, { request_id: id, accept: true })).statusCode).toBe(404);
    expect((await api.post('/api/chat/respond', b, { request_id: 2_147_483_647, accept: true })).statusCode).toBe(404);
  });

  it.each([
    ['no accept', { request_id: 1 }, 'accept must be true or false'],
    ['a text accept', { request_id: 1, accept: 'yes' }, 'accept must be true or false'],
    ['no request_id', { accept: true }, 'request_id'],
  ])('answers 400 to %s', async (_label, payload, message) => {
    const me = await createUser(t.app);
    const res = await api.post('/api/chat/respond', me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});
