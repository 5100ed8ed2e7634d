// Conversations and direct messages (docs/product/chat.md): only friends (or a pair
// with an administrator) start one; to anyone but its two participants it does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, LIMITS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
});
afterAll(() => t.close());

const ids = (list: { id: number }[]) => list.map((item) => item.id);
const messagesOf = async (user: CreatedUser, conversationId: number, query = '') => {
  const res = await api.get(`/api/chat/messages/${conversationId}${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as { id: number; content: string; is_own: boolean; read: boolean; sender_id: number }[];
};

/** Two friends with their conversation. */
async function pair(roles: ['member' | 'user' | 'admin', 'member' | 'user' | 'admin'] = ['member', 'member']) {
  const a = await createUser(t.app, { role: roles[0] });
  const b = await createUser(t.app, { role: roles[1] });
  return { a, b, conversationId: await api.befriend(a, b) };
}

describe('POST /api/chat/conversation', () => {
  it('returns the friends’ existing conversation (200)', async () => {
    const { a, b, conversationId } = await pair();
    const res = await api.post('/api/chat/conversation', a, { participant_id: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().conversation).toMatchObject({ id: conversationId, participant: { id: b.id, username: b.username } });
  });

  it('lets an administrator and anyone start one without a friendship (201, then 200 with the same one)', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const [member, user] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'user' })]);
    const first = await api.post('/api/chat/conversation', admin, { participant_id: member.id });
    expect(first.statusCode).toBe(201);
    const again = await api.post('/api/chat/conversation', member, { participant_id: admin.id });
    expect([again.statusCode, again.json().conversation.id]).toEqual([200, first.json().conversation.id]);
    expect((await api.post('/api/chat/conversation', user, { participant_id: admin.id })).statusCode).toBe(201);
  });

  it('refuses strangers (403), oneself (400), no one or an inactive account (404)', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    expect((await api.post('/api/chat/conversation', a, { participant_id: b.id })).json()).toEqual({ error: CHAT_ERRORS.notFriends });
    expect((await api.post('/api/chat/conversation', a, { participant_id: a.id })).json()).toEqual({ error: CHAT_ERRORS.selfConversation });
    const disabled = await createUser(t.app, { status: 'disabled' });
    for (const id of [disabled.id, 2_147_483_647]) {
      const res = await api.post('/api/chat/conversation', a, { participant_id: id });
      expect([res.statusCode, res.json()]).toEqual([404, { error: CHAT_ERRORS.userNotFound }]);
    }
    const bad = await api.post('/api/chat/conversation', a, { participant_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('participant_id must be a number');
  });
});

describe('GET /api/chat/conversations', () => {
  it('lists a member’s conversations by last activity with the last message and unread count', async () => {
    const me = await createUser(t.app);
    const [x, y] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const withX = await api.befriend(me, x);
    const withY = await api.befriend(y, me);
    await api.send(x, withX, 'hello from x');
    await api.send(x, withX, 'are you there?');
    await api.send(me, withY, 'hi y');
    const res = await api.get('/api/chat/conversations', me);
    expect(res.statusCode).toBe(200);
    expect(res.json().conversations).toEqual([
      { id: withY, participant: { id: y.id, username: y.username, avatar_url: null, role: 'member' }, last_message: 'hi y', last_message_time: expect.any(String), unread_count: 0 },
      { id: withX, participant: { id: x.id, username: x.username, avatar_url: null, role: 'member' }, last_message: 'are you there?', last_message_time: expect.any(String), unread_count: 2 },
    ]);
    // A new message moves its conversation to the top.
    await api.send(x, withX, 'again');
    expect(ids((await api.get('/api/chat/conversations', me)).json().conversations)).toEqual([withX, withY]);
    expect((await api.get('/api/chat/conversations', y)).json().conversations[0]).toMatchObject({ id: withY, unread_count: 1, participant: { id: me.id } });
  });

  it('pages newest activity first: `limit` a page, `before` the next_cursor or a last_message_time', async () => {
    const me = await createUser(t.app);
    const partners = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.app)));
    const conversations: number[] = [];
    for (const partner of partners) {
      const id = await api.befriend(me, partner);
      await api.send(partner, id, `from ${partner.username}`);
      conversations.unshift(id);
    }
    const first = (await api.get('/api/chat/conversations?limit=2', me)).json();
    expect(ids(first.conversations)).toEqual(conversations.slice(0, 2));
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await api.get(`/api/chat/conversations?limit=2&before=${encodeURIComponent(first.next_cursor)}`, me)).json();
    expect(ids(second.conversations)).toEqual(conversations.slice(2, 4));
    const last = (await api.get(`/api/chat/conversations?limit=2&before=${encodeURIComponent(second.next_cursor)}`, me)).json();
    expect(ids(last.conversations)).toEqual(conversations.slice(4));
    expect(last.next_cursor).toBeNull();
    // A conversation's last_message_time works as `before` too (docs/product/chat.md).
    // (Strictly less recently active: sends within one millisecond share a time.)
    const time = first.conversations[1].last_message_time as string;
    const all = (await api.get('/api/chat/conversations', me)).json().conversations as { id: number; last_message_time: string }[];
    const byTime = (await api.get(`/api/chat/conversations?before=${encodeURIComponent(time)}`, me)).json();
    expect(ids(byTime.conversations)).toEqual(ids(all.filter((c) => c.last_message_time < time)));
    expect(byTime.conversations.length).toBeGreaterThan(0);
  });

  it('takes at most 100 a page, 50 unless asked, and refuses a `before` that is no cursor', async () => {
    const me = await createUser(t.app);
    const bad = await api.get('/api/chat/conversations?before=yesterday', me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('before');
    expect((await api.get('/api/chat/conversations?limit=1000', me)).statusCode).toBe(200);
    expect((await api.get('/api/chat/conversations', me)).json()).toEqual({ conversations: [], next_cursor: null });
  });
});

describe('a conversation to anyone but its participants', () => {
  it('does not exist: 404 for its messages, sending, clearing, files and reports, administrators included', async () => {
    const { a, conversationId } = await pair();
    const message = await api.send(a, conversationId, 'private words');
    for (const outsider of [await createUser(t.app), await createUser(t.app, { role: 'admin' })]) {
      const answers = [
        await api.get(`/api/chat/messages/${conversationId}`, outsider),
        await api.post('/api/chat/send', outsider, { conversation_id: conversationId, message: 'let me in' }),
        await api.del(`/api/chat/conversations/${conversationId}/messages`, outsider),
        await api.post(`/api/chat/conversations/${conversationId}/files`, outsider, {}),
      ];
      for (const res of answers) expect([res.statusCode, res.json()]).toEqual([404, { error: CHAT_ERRORS.conversationNotFound }]);
      const report = await api.post('/api/chat/reports', outsider, { kind: 'direct', message_id: message.id });
      expect([report.statusCode, report.json()]).toEqual([404, { error: CHAT_ERRORS.messageNotFound }]);
      expect(ids((await api.get('/api/chat/conversations', outsider)).json().conversations)).not.toContain(conversationId);
    }
    expect((await messagesOf(a, conversationId)).map((m) => m.content)).toEqual(['private words']);
  });

  it('answers 404 with the conversation message to an id that cannot exist, and 401 without a token', async () => {
    const me = await createUser(t.app);
    for (const id of ['abc', '0', '2147483648']) {
      expect((await api.get(`/api/chat/messages/${id}`, me)).json()).toEqual({ error: CHAT_ERRORS.conversationNotFound });
    }
    expect((await api.get('/api/chat/messages/1')).statusCode).toBe(401);
  });
});

describe('POST /api/chat/send', () => {
  it('sends a message (201) exactly as typed', async () => {
    const { a, b, conversationId } = await pair(['user', 'member']);
    const text = '  <b>not html</b>\n\tkept as typed  ';
    const res = await api.post('/api/chat/send', a, { conversation_id: conversationId, message: text, sender_id: b.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toEqual({
      id: expect.any(Number),
      conversation_id: conversationId,
      sender_id: a.id,
      username: a.username,
      avatar_url: null,
      content: text,
      is_own: true,
      read: false,
      client_id: null,
      created_at: expect.any(String),
      attachments: [],
    });
  });

  it.each([
    ['a blank message', { message: '   \n ' }, 'Message is required'],
    ['no message', { message: undefined }, 'Message is required'],
    ['a long message', { message: 'x'.repeat(LIMITS.chatMessageMax + 1) }, `Message must be at most ${LIMITS.chatMessageMax} characters`],
    ['no conversation_id', { conversation_id: undefined }, 'conversation_id'],
    ['a long client_id', { client_id: 'c'.repeat(101) }, 'client_id'],
  ])('answers 400 to %s, naming the field', async (_label, change, error) => {
    const { a, conversationId } = await pair();
    const res = await api.post('/api/chat/send', a, { conversation_id: conversationId, message: 'hi', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await messagesOf(a, conversationId)).toEqual([]);
  });

  it('never makes a second message for the same client_id from the same sender: 200 with the first', async () => {
    const { a, b, conversationId } = await pair();
    const first = await api.post('/api/chat/send', a, { conversation_id: conversationId, message: 'once', client_id: 'c-1' });
    expect(first.statusCode).toBe(201);
    const again = await api.post('/api/chat/send', a, { conversation_id: conversationId, message: 'once (retry)', client_id: 'c-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    // Sent at once, still one message; another sender's same client_id is its own message.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => api.post('/api/chat/send', a, { conversation_id: conversationId, message: 'burst', client_id: 'c-2' })),
    );
    expect(new Set(burst.map((res) => res.json().message.id)).size).toBe(1);
    expect(burst.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await api.post('/api/chat/send', b, { conversation_id: conversationId, message: 'mine', client_id: 'c-1' })).statusCode).toBe(201);
    expect((await messagesOf(a, conversationId)).map((m) => m.content)).toEqual(['once', 'burst', 'mine']);
  });

  it('refuses sending when either side blocked the other (403), and again after unblocking it works', async () => {
    const { a, b, conversationId } = await pair();
    await api.post('/api/chat/block', b, { user_id: a.id });
    for (const who of [a, b]) {
      const res = await api.post('/api/chat/send', who, { conversation_id: conversationId, message: 'hello?' });
      expect([res.statusCode, res.json()]).toEqual([403, { error: CHAT_ERRORS.blocked }]);
    }
    // Reading the history stays possible.
    expect((await api.get(`/api/chat/messages/${conversationId}`, a)).statusCode).toBe(200);
    expect((await api.del(`/api/chat/block/${a.id}`, b)).statusCode).toBe(200);
    await api.send(a, conversationId, 'hello again');
  });
});

describe('GET /api/chat/messages/{conversationId}', () => {
  let a: CreatedUser;
  let b: CreatedUser;
  let conversationId: number;
  let sent: { id: number; content: string }[];

  beforeAll(async () => {
    ({ a, b, conversationId } = await pair());
    sent = [];
    for (let i = 1; i <= 7; i++) sent.push(await api.send(i % 2 ? a : b, conversationId, `m${i}`));
  });

  it('gives the newest page oldest first, each with is_own for the reader', async () => {
    const page = await messagesOf(a, conversationId, '?limit=3');
    expect(page.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(page.map((m) => m.is_own)).toEqual([true, false, true]);
    expect((await messagesOf(b, conversationId)).map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('pages back with before and catches up with after, oldest first, without overlap', async () => {
    const older = await messagesOf(a, conversationId, `?limit=3&before=${sent[4]!.id}`);
    expect(older.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const first = await messagesOf(a, conversationId, `?limit=3&before=${sent[1]!.id}`);
    expect(first.map((m) => m.content)).toEqual(['m1']);
    const newer = await messagesOf(a, conversationId, `?limit=3&after=${sent[1]!.id}`);
    expect(newer.map((m) => m.content)).toEqual(['m3', 'm4', 'm5']);
    expect(await messagesOf(a, conversationId, `?after=${sent[6]!.id}`)).toEqual([]);
    const between = await messagesOf(a, conversationId, `?after=${sent[1]!.id}&before=${sent[4]!.id}`);
    expect(between.map((m) => m.content)).toEqual(['m3', 'm4']);
  });

  it('caps the limit and answers 400 to a bad before or after', async () => {
    expect(await messagesOf(a, conversationId, '?limit=100000')).toHaveLength(7);
    for (const query of ['?before=abc', '?after=-1', '?limit=0']) {
      const res = await api.get(`/api/chat/messages/${conversationId}${query}`, a);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('unread and read state', () => {
  it('counts unread direct messages and marks the other’s messages read when the reader reads', async () => {
    const { a, b, conversationId } = await pair();
    const other = await pair();
    await api.send(a, conversationId, 'one');
    await api.send(a, conversationId, 'two');
    await api.send(b, conversationId, 'mine');
    await api.send(other.a, (await api.post('/api/chat/conversation', other.a, { participant_id: other.b.id })).json().conversation.id, 'x');
    expect((await api.get('/api/chat/unread', b)).json()).toEqual({ count: 2 });
    expect((await api.get('/api/chat/unread', a)).json()).toEqual({ count: 1 });
    // The sender sees them unread until the recipient reads; reading marks only the other's read.
    expect((await messagesOf(a, conversationId)).map((m) => m.read)).toEqual([false, false, true]);
    expect((await api.get('/api/chat/unread', a)).json()).toEqual({ count: 0 });
    expect((await messagesOf(b, conversationId)).map((m) => m.read)).toEqual([true, true, true]);
    expect((await api.get('/api/chat/unread', b)).json()).toEqual({ count: 0 });
    expect((await api.get('/api/chat/conversations', b)).json().conversations[0].unread_count).toBe(0);
    expect((await messagesOf(a, conversationId)).map((m) => m.read)).toEqual([true, true, true]);
    expect((await api.get('/api/chat/unread')).statusCode).toBe(401);
  });
});

describe('DELETE /api/chat/conversations/{id}/messages', () => {
  it('clears the conversation for both participants; it stays, empty', async () => {
    const { a, b, conversationId } = await pair();
    await api.send(a, conversationId, 'soon gone');
    await api.send(b, conversationId, 'me too');
    const res = await api.del(`/api/chat/conversations/${conversationId}/messages`, b);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    expect(await messagesOf(a, conversationId)).toEqual([]);
    expect((await api.get('/api/chat/unread', b)).json()).toEqual({ count: 0 });
    expect((await api.get('/api/chat/conversations', a)).json().conversations[0]).toMatchObject({ id: conversationId, last_message: null, last_message_time: null, unread_count: 0 });
    await api.send(a, conversationId, 'fresh start');
  });
});
