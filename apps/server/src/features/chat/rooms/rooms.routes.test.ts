// Rooms as members use them (docs/product/chat.md): group rooms are open to every
// chat user; a private room only to administrators and its members (404 to anyone else);
// clearing a room is for administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { randomUsername } from '../../../test/factories.js';
import { chatApi, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const post = (user: CreatedUser, roomId: number, payload: Record<string, unknown>) => api.post(`/api/chat/rooms/${roomId}/messages`, user, payload);
const read = async (user: CreatedUser, roomId: number, query = '') => {
  const res = await api.get(`/api/chat/rooms/${roomId}/messages${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as { id: number; message: string; is_own: boolean }[];
};

describe('GET /api/chat/all-rooms', () => {
  it('shows members every group room and only the private rooms they belong to; administrators all', async () => {
    const tag = randomUsername('room');
    const member = await createUser(t.app, { role: 'user' });
    const hall = await api.createRoom(admin, `${tag} b hall`);
    const inner = await api.createRoom(admin, `${tag} a inner`, 'private');
    const secret = await api.createRoom(admin, `${tag} c secret`, 'private');
    expect((await api.post(`/api/admin/chat/rooms/${inner.id}/members`, admin, { user_id: member.id })).statusCode).toBe(201);
    await post(member, hall.id, { message: 'hi all' });

    const mine = (await api.get('/api/chat/all-rooms?limit=500', member)).json().rooms.filter((r: { name: string }) => r.name.startsWith(tag));
    expect(mine).toEqual([
      { id: inner.id, name: `${tag} a inner`, type: 'private', created_by_username: admin.username, created_at: expect.any(String), message_count: 0, member_count: 1 },
      { id: hall.id, name: `${tag} b hall`, type: 'group', created_by_username: admin.username, created_at: expect.any(String), message_count: 1, member_count: 0 },
    ]);
    const all = (await api.get('/api/chat/all-rooms?limit=500', admin)).json().rooms.map((r: { id: number }) => r.id);
    expect(all).toEqual(expect.arrayContaining([hall.id, inner.id, secret.id]));
  });
});

describe('room messages', () => {
  it('lets every chat user read and write a group room; the message keeps its text and is type text', async () => {
    const room = await api.createRoom(admin, 'Open hall');
    const [user, member] = await Promise.all([createUser(t.app, { role: 'user' }), createUser(t.app)]);
    const res = await post(user, room.id, { message: ' hello <i>hall</i> ', message_type: 'system', sender_id: member.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toEqual({
      id: expect.any(Number),
      room_id: room.id,
      sender_id: user.id,
      username: user.username,
      avatar_url: null,
      message: ' hello <i>hall</i> ',
      message_type: 'text',
      is_own: true,
      client_id: null,
      created_at: expect.any(String),
      attachments: [],
    });
    expect(await read(member, room.id)).toEqual([{ ...res.json().message, is_own: false }]);
  });

  it('hides a private room from non-members (404 for everything) and opens it to members and administrators', async () => {
    const room = await api.createRoom(admin, 'Council', 'private');
    const [insider, outsider] = await Promise.all([createUser(t.app), createUser(t.app)]);
    await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, { user_id: insider.id });
    const sent = await post(insider, room.id, { message: 'council only' });
    expect(sent.statusCode).toBe(201);
    for (const res of [
      await api.get(`/api/chat/rooms/${room.id}/messages`, outsider),
      await post(outsider, room.id, { message: 'let me in' }),
      await api.del(`/api/chat/rooms/${room.id}/messages`, outsider),
      await api.post(`/api/chat/rooms/${room.id}/files`, outsider, {}),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([404, { error: CHAT_ERRORS.roomNotFound }]);
    }
    const report = await api.post('/api/chat/reports', outsider, { kind: 'room', message_id: sent.json().message.id });
    expect([report.statusCode, report.json()]).toEqual([404, { error: CHAT_ERRORS.messageNotFound }]);
    expect((await read(admin, room.id)).map((m) => m.message)).toEqual(['council only']);
    expect((await post(admin, room.id, { message: 'noted' })).statusCode).toBe(201);
  });

  it('answers 404 to a room that does not exist or cannot, and 400 to a blank message', async () => {
    const member = await createUser(t.app);
    for (const id of ['2147483647', 'abc']) {
      expect((await api.get(`/api/chat/rooms/${id}/messages`, member)).json()).toEqual({ error: CHAT_ERRORS.roomNotFound });
    }
    const room = await api.createRoom(admin, 'Blank test');
    const res = await post(member, room.id, { message: ' \n ' });
    expect([res.statusCode, res.json()]).toEqual([400, { error: 'Message is required' }]);
  });

  it('never makes a second message for a repeated client_id', async () => {
    const room = await api.createRoom(admin, 'Retry hall');
    const member = await createUser(t.app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(member, room.id, { message: 'once', client_id: 'r-1' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().message.id)).size).toBe(1);
    expect(await read(member, room.id)).toHaveLength(1);
  });

  it('pages with limit, before and after, oldest first', async () => {
    const room = await api.createRoom(admin, 'Paging hall');
    const member = await createUser(t.app);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await post(member, room.id, { message: `r${i}` })).json().message.id);
    expect((await read(member, room.id, '?limit=2')).map((m) => m.message)).toEqual(['r4', 'r5']);
    expect((await read(member, room.id, `?limit=2&before=${ids[3]}`)).map((m) => m.message)).toEqual(['r2', 'r3']);
    expect((await read(member, room.id, `?after=${ids[2]}`)).map((m) => m.message)).toEqual(['r4', 'r5']);
  });
});

describe('DELETE /api/chat/rooms/{id}/messages', () => {
  it('is for administrators: a member gets 403, the administrator clears the room', async () => {
    const room = await api.createRoom(admin, 'Clear hall');
    const member = await createUser(t.app);
    await post(member, room.id, { message: 'one' });
    const refused = await api.del(`/api/chat/rooms/${room.id}/messages`, member);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: CHAT_ERRORS.roomClearAdminOnly }]);
    expect(await read(member, room.id)).toHaveLength(1);
    expect((await api.del(`/api/chat/rooms/${room.id}/messages`, admin)).json()).toEqual({ success: true });
    expect(await read(member, room.id)).toEqual([]);
  });
});
