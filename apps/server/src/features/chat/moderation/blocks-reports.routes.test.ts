// Blocking and reporting (docs/product/chat.md, beyond the documents).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../../../test/build-test-app.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
});
afterAll(() => t.close());

describe('blocks', () => {
  it('blocks (twice is fine), lists and unblocks', async () => {
    const [me, other] = await Promise.all([createUser(t.app, { role: 'user' }), createUser(t.app, { role: 'admin' })]);
    for (let i = 0; i < 2; i++) expect((await api.post('/api/chat/block', me, { user_id: other.id })).json()).toEqual({ success: true });
    expect((await api.get('/api/chat/blocks', me)).json()).toEqual({ users: [{ id: other.id, username: other.username, avatar_url: null, role: 'admin' }] });
    expect((await api.get('/api/chat/blocks', other)).json()).toEqual({ users: [] });
    for (let i = 0; i < 2; i++) expect((await api.del(`/api/chat/block/${other.id}`, me)).json()).toEqual({ success: true });
    expect((await api.get('/api/chat/blocks', me)).json()).toEqual({ users: [] });
  });

  it('refuses blocking oneself (400), no one (404), and a bad user_id (400)', async () => {
    const me = await createUser(t.app);
    expect((await api.post('/api/chat/block', me, { user_id: me.id })).json()).toEqual({ error: CHAT_ERRORS.selfBlock });
    expect((await api.post('/api/chat/block', me, { user_id: 2_147_483_647 })).json()).toEqual({ error: CHAT_ERRORS.userNotFound });
    const bad = await api.post('/api/chat/block', me, { user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('user_id');
    expect((await api.post('/api/chat/block', undefined, { user_id: me.id })).statusCode).toBe(401);
  });

  it('declines a request pending between the two, whichever way it went', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const request = (await api.post('/api/chat/request', a, { recipient_id: b.id })).json().request;
    await api.post('/api/chat/block', a, { user_id: b.id });
    expect((await api.get('/api/chat/requests', b)).json().requests).toEqual([]);
    expect((await api.post('/api/chat/respond', b, { request_id: request.id, accept: true })).statusCode).toBe(404);
  });

  it('stops an administrator’s conversation too: blocked either way, no messages', async () => {
    const [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
    const conversation = (await api.post('/api/chat/conversation', admin, { participant_id: member.id })).json().conversation;
    await api.post('/api/chat/block', member, { user_id: admin.id });
    expect((await api.post('/api/chat/send', admin, { conversation_id: conversation.id, message: 'hello' })).json()).toEqual({ error: CHAT_ERRORS.blocked });
    expect((await api.post('/api/chat/conversation', member, { participant_id: admin.id })).json()).toEqual({ error: CHAT_ERRORS.blocked });
    expect((await api.post('/api/chat/conversation', admin, { participant_id: member.id })).json()).toEqual({ error: CHAT_ERRORS.userNotFound });
  });
});

describe('POST /api/chat/reports', () => {
  it('reports a direct message the caller may read, once (409 the second time)', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(a, b);
    const message = await api.send(a, conversationId, 'report me');
    const res = await api.post('/api/chat/reports', b, { kind: 'direct', message_id: message.id, reason: 'rude', status: 'removed' });
    expect(res.statusCode).toBe(201);
    expect(res.json().report).toEqual({
      id: expect.any(Number),
      kind: 'direct',
      message_id: message.id,
      message: 'report me',
      author: a.username,
      reporter: b.username,
      room_id: null,
      room_name: null,
      reason: 'rude',
      status: 'open',
      created_at: expect.any(String),
    });
    const again = await api.post('/api/chat/reports', b, { kind: 'direct', message_id: message.id });
    expect([again.statusCode, again.json()]).toEqual([409, { error: CHAT_ERRORS.reportExists }]);
    const burst = await Promise.all(Array.from({ length: 5 }, () => api.post('/api/chat/reports', a, { kind: 'direct', message_id: message.id })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('answers 404 for a message that is not there and 400 to a bad kind or a long reason', async () => {
    const me = await createUser(t.app);
    for (const kind of ['direct', 'room']) {
      expect((await api.post('/api/chat/reports', me, { kind, message_id: 2_147_483_647 })).json()).toEqual({ error: CHAT_ERRORS.messageNotFound });
    }
    const badKind = await api.post('/api/chat/reports', me, { kind: 'post', message_id: 1 });
    expect([badKind.statusCode, badKind.json()]).toEqual([400, { error: 'kind must be direct or room' }]);
    const long = await api.post('/api/chat/reports', me, { kind: 'room', message_id: 1, reason: 'r'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('reason');
  });
});
