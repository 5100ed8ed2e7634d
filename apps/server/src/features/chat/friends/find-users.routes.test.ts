// Find Users (docs/product/chat.md Messages): the other accounts, with exactly id,
// username, avatar_url and role, and apart from them where the caller stands with each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { randomUsername } from '../../../test/factories.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
});
afterAll(() => t.close());

const users = (res: { json(): { users: { id: number }[] } }) => res.json().users;
const relations = async (me: CreatedUser, query = '') => {
  const res = await api.get(`/api/chat/relations${query}`, me);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().relations as { user_id: number; state: string; conversation_id: number | null; request_id: number | null }[];
};
const sendRequest = async (from: CreatedUser, to: CreatedUser) => {
  const res = await api.post('/api/chat/request', from, { recipient_id: to.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request.id as number;
};

describe('GET /api/chat/all-users (Find Users)', () => {
  it('lists the other active accounts with id, username, avatar_url and role only, by name', async () => {
    const prefix = randomUsername('find');
    const me = await createUser(t.app, { role: 'user' });
    const [b, a, admin] = [
      await createUser(t.app, { username: `${prefix}_b` }),
      await createUser(t.app, { username: `${prefix}_A` }),
      await createUser(t.app, { username: `${prefix}_c`, role: 'admin' }),
    ];
    await createUser(t.app, { username: `${prefix}_banned`, status: 'banned' });
    await createUser(t.app, { username: `${prefix}_disabled`, status: 'disabled' });
    // A conversation and a pending request change nothing in this answer (docs/product/chat.md).
    await api.befriend(me, a);
    await sendRequest(me, b);
    const res = await api.get(`/api/chat/all-users?q=${prefix}`, me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toStrictEqual({
      users: [
        { id: a.id, username: a.username, avatar_url: null, role: 'member' },
        { id: b.id, username: b.username, avatar_url: null, role: 'member' },
        { id: admin.id, username: admin.username, avatar_url: null, role: 'admin' },
      ],
    });
    expect(users(await api.get('/api/chat/all-users?limit=500', me)).map((u) => u.id)).not.toContain(me.id);
  });

  it('never answers an email or any key besides the four, for anyone', async () => {
    const me = await createUser(t.app);
    const friend = await createUser(t.app);
    await api.befriend(me, friend);
    const res = await api.get(`/api/chat/all-users?limit=${LIMITS.adminPageMax}`, me);
    expect(Object.keys(res.json())).toEqual(['users']);
    const list: Record<string, unknown>[] = res.json().users;
    expect(list.length).toBeGreaterThan(0);
    for (const user of list) expect(Object.keys(user).sort()).toEqual(['avatar_url', 'id', 'role', 'username']);
    expect(res.body).not.toContain('@example.test');
    expect(res.body).not.toContain('email');
  });

  it('pages by limit and offset and matches q literally, whatever its case', async () => {
    const prefix = randomUsername('page');
    const me = await createUser(t.app);
    const made = [];
    for (const s of ['a', 'b', 'c']) made.push(await createUser(t.app, { username: `${prefix}_${s}` }));
    const first = users(await api.get(`/api/chat/all-users?q=${prefix.toUpperCase()}&limit=2`, me));
    const rest = users(await api.get(`/api/chat/all-users?q=${prefix}&limit=2&offset=2`, me));
    expect([...first, ...rest].map((u) => u.id)).toEqual(made.map((u) => u.id));
    expect(users(await api.get('/api/chat/all-users?q=%25', me))).toEqual([]);
    // '_' is a LIKE wildcard: matched literally, 'x_q' does not find 'xzq'.
    const tail = randomUsername('tail').replace(/_/g, '');
    await createUser(t.app, { username: `${tail}zq` });
    expect(users(await api.get(`/api/chat/all-users?q=${tail}zq`, me))).toHaveLength(1);
    expect(users(await api.get(`/api/chat/all-users?q=${tail}_q`, me))).toEqual([]);
  });

  it('leaves out accounts blocked either way', async () => {
    const prefix = randomUsername('blk');
    const me = await createUser(t.app);
    const [blocked, blocker] = [await createUser(t.app, { username: `${prefix}_a` }), await createUser(t.app, { username: `${prefix}_b` })];
    expect((await api.post('/api/chat/block', me, { user_id: blocked.id })).statusCode).toBe(200);
    expect((await api.post('/api/chat/block', blocker, { user_id: me.id })).statusCode).toBe(200);
    expect(users(await api.get(`/api/chat/all-users?q=${prefix}`, me))).toEqual([]);
    expect(users(await api.get(`/api/chat/all-users?q=${prefix}`, blocked)).map((u) => u.id)).not.toContain(me.id);
  });

  it('answers 401 without a token and 400 to a bad limit', async () => {
    expect((await api.get('/api/chat/all-users')).statusCode).toBe(401);
    const me = await createUser(t.app);
    const res = await api.get('/api/chat/all-users?limit=0', me);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('limit');
  });
});

describe('GET /api/chat/relations (Find Users states)', () => {
  it('tells each state: conversation, request sent, request received; strangers are not listed', async () => {
    const me = await createUser(t.app);
    const [friend, asked, asking, stranger, admin] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app, { role: 'admin' }),
    ]);
    const conversationId = await api.befriend(me, friend);
    const sent = await sendRequest(me, asked);
    const received = await sendRequest(asking, me);
    // An administrator may talk without a friendship, and the member may still ask them:
    // the conversation is what counts.
    const adminConversation = (await api.post('/api/chat/conversation', admin, { participant_id: me.id })).json().conversation.id;
    const toAdmin = await sendRequest(me, admin);

    const res = await api.get('/api/chat/relations', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const expected = [
      { user_id: friend.id, state: 'conversation', conversation_id: conversationId, request_id: null },
      { user_id: asked.id, state: 'request_sent', conversation_id: null, request_id: sent },
      { user_id: asking.id, state: 'request_received', conversation_id: null, request_id: received },
      { user_id: admin.id, state: 'conversation', conversation_id: adminConversation, request_id: toAdmin },
    ].sort((x, y) => x.user_id - y.user_id);
    expect(res.json()).toStrictEqual({ relations: expected });
    expect(res.json().relations.map((r: { user_id: number }) => r.user_id)).not.toContain(stranger.id);

    // The other side sees the mirror image.
    expect(await relations(asked)).toStrictEqual([{ user_id: me.id, state: 'request_received', conversation_id: null, request_id: sent }]);
  });

  it('follows the answers: a declined request leaves nothing, an accepted one is a conversation', async () => {
    const me = await createUser(t.app);
    const [yes, no] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [toYes, toNo] = [await sendRequest(me, yes), await sendRequest(me, no)];
    expect((await relations(me)).map((r) => r.state)).toEqual(['request_sent', 'request_sent']);
    expect((await api.post('/api/chat/respond', no, { request_id: toNo, accept: false })).statusCode).toBe(200);
    const accepted = await api.post('/api/chat/respond', yes, { request_id: toYes, accept: true });
    expect(await relations(me)).toStrictEqual([
      { user_id: yes.id, state: 'conversation', conversation_id: accepted.json().conversation.id, request_id: null },
    ]);
  });

  it('narrows to user_ids and pages by limit and offset, by account id', async () => {
    const me = await createUser(t.app);
    const friends = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    for (const friend of friends) await api.befriend(me, friend);
    const stranger = await createUser(t.app);
    const ids = friends.map((f) => f.id);
    const [first, , third] = ids;
    const narrowed = await relations(me, `?user_ids=${third},${stranger.id},2147483647,${first}`);
    expect(narrowed.map((r) => r.user_id)).toEqual([first, third]);
    expect((await relations(me, '?limit=2')).map((r) => r.user_id)).toEqual(ids.slice(0, 2));
    expect((await relations(me, '?limit=2&offset=2')).map((r) => r.user_id)).toEqual(ids.slice(2));
  });

  it("never shows an inactive account, one blocked either way, or other people's relations", async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const me = await createUser(t.app);
    const [banned, blocker, blocked, other, third] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
    ]);
    await api.befriend(me, banned);
    await sendRequest(blocker, me);
    await api.befriend(me, blocked);
    // Another pair's conversation and request, one of them with an account the caller names.
    await api.befriend(other, third);
    await sendRequest(other, blocked);
    expect((await relations(me)).map((r) => r.user_id)).toEqual([banned.id, blocker.id, blocked.id].sort((x, y) => x - y));

    const ban = await api.call('PUT', `/api/admin/users/${banned.id}/status`, admin, { status: 'banned' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await api.post('/api/chat/block', blocker, { user_id: me.id })).statusCode).toBe(200);
    expect((await api.post('/api/chat/block', me, { user_id: blocked.id })).statusCode).toBe(200);
    const everyone = [banned, blocker, blocked, other, third].map((u) => u.id).join(',');
    expect(await relations(me)).toEqual([]);
    expect(await relations(me, `?user_ids=${everyone}`)).toEqual([]);
    // The banned account asks nothing any more; the others see only their own.
    expect((await api.get('/api/chat/relations', banned)).statusCode).toBe(403);
    expect((await relations(third)).map((r) => r.user_id)).toEqual([other.id]);
    expect((await relations(blocker)).map((r) => r.user_id)).not.toContain(me.id);
  });

  it('answers 401 without a token, 403 to a disabled account and 400 to bad user_ids', async () => {
    expect((await api.get('/api/chat/relations')).statusCode).toBe(401);
    const disabled = await createUser(t.app, { status: 'disabled' });
    const refused = await api.get('/api/chat/relations', disabled);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: SERVER_ERRORS.accountDisabled }]);
    const me = await createUser(t.app);
    const tooMany = Array.from({ length: LIMITS.adminPageMax + 1 }, (_, i) => i + 1).join(',');
    for (const bad of ['', 'abc', '1,,2', '1,', '-3', '0', '2147483648', '1.5', tooMany]) {
      const res = await api.get(`/api/chat/relations?user_ids=${bad}`, me);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toContain('user_ids');
    }
    expect((await api.get('/api/chat/relations?limit=0', me)).statusCode).toBe(400);
  });
});
