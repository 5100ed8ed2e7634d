// The back office's Chat Management (docs/product/back-office.md; docs/product/chat.md): rooms, their
// messages, private rooms' members and the reports queue, for administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CHAT_MESSAGES, CHAT_ERRORS, LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { randomUsername } from '../../../test/factories.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;
let admin: CreatedUser;
let member: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
  admin = await createUser(t.app, { role: 'admin' });
  member = await createUser(t.app);
});
afterAll(() => t.close());

const say = async (user: CreatedUser, roomId: number, message: string) => {
  const res = await api.post(`/api/chat/rooms/${roomId}/messages`, user, { message });
  expect(res.statusCode).toBe(201);
  return res.json().message as { id: number };
};

describe('rooms', () => {
  it('creates rooms (group by default) and lists every room newest first with its counts', async () => {
    const name = `  ${randomUsername('Hall')}  `;
    const res = await api.post('/api/admin/chat/rooms', admin, { name });
    expect(res.statusCode).toBe(201);
    const room = res.json().room;
    expect(room).toEqual({ id: expect.any(Number), name: name.trim(), type: 'group', created_by_username: admin.username, created_at: expect.any(String), message_count: 0, member_count: 0 });
    const secret = await api.createRoom(admin, 'Secret', 'private');
    await say(member, room.id, 'first');
    await say(admin, room.id, 'second');
    await api.post(`/api/admin/chat/rooms/${secret.id}/members`, admin, { user_id: member.id });
    const listed = (await api.get('/api/admin/chat/rooms', admin)).json().rooms;
    expect(listed.slice(0, 2)).toEqual([
      expect.objectContaining({ id: secret.id, type: 'private', message_count: 0, member_count: 1 }),
      expect.objectContaining({ id: room.id, type: 'group', message_count: 2, member_count: 0 }),
    ]);
  });

  it("shows a room made by the system (or by an account since deleted) as created by null ('System')", async () => {
    await t.services.db.kysely.insertInto('chat_rooms').values({ name: 'System hall', type: 'group', created_by: null, created_at: new Date().toISOString() }).execute();
    const listed = (await api.get('/api/admin/chat/rooms', admin)).json().rooms;
    expect(listed.find((r: { name: string }) => r.name === 'System hall').created_by_username).toBeNull();
    expect(ADMIN_CHAT_MESSAGES.system).toBe('System');
  });

  it.each([
    ['no name', {}, 'Room name is required'],
    ['a blank name', { name: '   ' }, 'Room name is required'],
    ['a long name', { name: 'n'.repeat(LIMITS.roomNameMax + 1) }, `Room name must be at most ${LIMITS.roomNameMax} characters`],
    ['an unknown type', { name: 'Hall', type: 'secret' }, 'Room type must be group or private'],
  ])('answers 400 to %s', async (_label, payload, error) => {
    const res = await api.post('/api/admin/chat/rooms', admin, payload);
    expect([res.statusCode, res.json()]).toEqual([400, { error }]);
  });

  it('deletes a room with its messages (404 afterwards)', async () => {
    const room = await api.createRoom(admin, 'Doomed');
    await say(member, room.id, 'bye');
    expect((await api.del(`/api/admin/chat/rooms/${room.id}`, admin)).json()).toEqual({ success: true });
    expect((await api.del(`/api/admin/chat/rooms/${room.id}`, admin)).json()).toEqual({ error: CHAT_ERRORS.roomNotFound });
    expect((await api.get(`/api/chat/rooms/${room.id}/messages`, member)).statusCode).toBe(404);
    const left = await t.services.db.kysely.selectFrom('room_messages').select('id').where('room_id', '=', room.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses members (403) and callers without a token (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/chat/rooms'],
      ['POST', '/api/admin/chat/rooms'],
      ['GET', '/api/admin/chat/reports'],
    ] as const) {
      const res = await api.call(method, url, member, method === 'POST' ? { name: 'Mine' } : undefined);
      expect([res.statusCode, res.json()]).toEqual([403, { error: SERVER_ERRORS.adminOnly }]);
      expect((await api.call(method, url)).statusCode).toBe(401);
    }
  });
});

describe('room messages', () => {
  it('lists a room’s messages with sender, time and text, and deletes one', async () => {
    const room = await api.createRoom(admin, 'Moderated');
    const first = await say(member, room.id, 'keep me');
    const second = await say(member, room.id, 'remove me');
    const res = await api.get(`/api/admin/chat/messages/${room.id}`, admin);
    expect(res.json().messages).toEqual([
      { id: first.id, username: member.username, message: 'keep me', created_at: expect.any(String), attachments: [] },
      { id: second.id, username: member.username, message: 'remove me', created_at: expect.any(String), attachments: [] },
    ]);
    expect((await api.del(`/api/admin/chat/messages/${second.id}`, admin)).json()).toEqual({ success: true });
    expect((await api.del(`/api/admin/chat/messages/${second.id}`, admin)).json()).toEqual({ error: CHAT_ERRORS.messageNotFound });
    expect((await api.get(`/api/admin/chat/messages/${room.id}`, admin)).json().messages.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await api.get('/api/admin/chat/messages/2147483647', admin)).json()).toEqual({ error: CHAT_ERRORS.roomNotFound });
  });
});

describe('private room members', () => {
  it('adds, lists and removes members; a removed member loses the room', async () => {
    const room = await api.createRoom(admin, 'Inner circle', 'private');
    const added = await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, { user_id: member.id });
    expect([added.statusCode, added.json()]).toEqual([201, { member: { id: member.id, username: member.username, avatar_url: null, role: 'member' } }]);
    const again = await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, { user_id: member.id });
    expect([again.statusCode, again.json()]).toEqual([409, { error: CHAT_ERRORS.alreadyMember }]);
    expect((await api.get(`/api/admin/chat/rooms/${room.id}/members`, admin)).json()).toEqual({ members: [added.json().member] });
    expect((await api.get(`/api/chat/rooms/${room.id}/messages`, member)).statusCode).toBe(200);

    expect((await api.del(`/api/admin/chat/rooms/${room.id}/members/${member.id}`, admin)).json()).toEqual({ success: true });
    expect((await api.get(`/api/chat/rooms/${room.id}/messages`, member)).statusCode).toBe(404);
    const gone = await api.del(`/api/admin/chat/rooms/${room.id}/members/${member.id}`, admin);
    expect([gone.statusCode, gone.json()]).toEqual([404, { error: CHAT_ERRORS.notMember }]);
  });

  it('answers 400 for a group room, 404 for an unknown room or account, 400 without user_id', async () => {
    const group = await api.createRoom(admin, 'Everyone');
    for (const res of [
      await api.get(`/api/admin/chat/rooms/${group.id}/members`, admin),
      await api.post(`/api/admin/chat/rooms/${group.id}/members`, admin, { user_id: member.id }),
      await api.del(`/api/admin/chat/rooms/${group.id}/members/${member.id}`, admin),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([400, { error: CHAT_ERRORS.notPrivate }]);
    }
    const room = await api.createRoom(admin, 'Closed', 'private');
    expect((await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, { user_id: 2_147_483_647 })).json()).toEqual({ error: CHAT_ERRORS.userNotFound });
    expect((await api.get('/api/admin/chat/rooms/2147483647/members', admin)).json()).toEqual({ error: CHAT_ERRORS.roomNotFound });
    const bad = await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('user_id');
  });
});

describe('the reports queue', () => {
  it('lists reports newest first, by status, and dismisses one (once)', async () => {
    const room = await api.createRoom(admin, 'Reported hall');
    const message = await say(member, room.id, 'rude words');
    const reporter = await createUser(t.app);
    const made = await api.post('/api/chat/reports', reporter, { kind: 'room', message_id: message.id, reason: ' spam ' });
    expect(made.statusCode).toBe(201);
    const report = made.json().report;
    expect(report).toEqual({
      id: expect.any(Number),
      kind: 'room',
      message_id: message.id,
      message: 'rude words',
      author: member.username,
      reporter: reporter.username,
      room_id: room.id,
      room_name: room.name,
      reason: 'spam',
      status: 'open',
      created_at: expect.any(String),
    });
    expect((await api.get('/api/admin/chat/reports?status=open', admin)).json().reports[0]).toEqual(report);
    const dismissed = await api.post(`/api/admin/chat/reports/${report.id}/dismiss`, admin);
    expect(dismissed.json().report).toEqual({ ...report, status: 'dismissed' });
    expect((await api.get('/api/admin/chat/reports?status=open', admin)).json().reports.map((r: { id: number }) => r.id)).not.toContain(report.id);
    expect((await api.get('/api/admin/chat/reports?status=dismissed', admin)).json().reports.map((r: { id: number }) => r.id)).toContain(report.id);
    const twice = await api.post(`/api/admin/chat/reports/${report.id}/remove`, admin);
    expect([twice.statusCode, twice.json()]).toEqual([409, { error: CHAT_ERRORS.reportResolved }]);
    expect((await api.get('/api/admin/chat/reports?status=closed', admin)).statusCode).toBe(400);
    expect((await api.post('/api/admin/chat/reports/2147483647/dismiss', admin)).json()).toEqual({ error: CHAT_ERRORS.reportNotFound });
  });

  it('removes a reported direct message for both participants and settles every report of it', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(a, b);
    const keep = await api.send(a, conversationId, 'fine');
    const bad = await api.send(a, conversationId, 'nasty');
    const first = (await api.post('/api/chat/reports', b, { kind: 'direct', message_id: bad.id })).json().report;
    // The author may report too (a hacked account, say): a second report of the same message.
    const second = (await api.post('/api/chat/reports', a, { kind: 'direct', message_id: bad.id })).json().report;
    const removed = await api.post(`/api/admin/chat/reports/${first.id}/remove`, admin);
    expect(removed.json().report).toMatchObject({ id: first.id, status: 'removed', message: null });
    const messages = (await api.get(`/api/chat/messages/${conversationId}`, b)).json().messages.map((m: { id: number }) => m.id);
    expect(messages).toEqual([keep.id]);
    expect((await api.get('/api/admin/chat/reports?status=removed', admin)).json().reports.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
  });
});
