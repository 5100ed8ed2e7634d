// A deleted account in chat (docs/product/chat.md and docs/product/back-office.md): its relations go, its room messages stay under
// its name, and the files it uploaded, or that lived in its conversations, leave the disk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { TINY_PNG_DATA_URL } from '../../../test/factories.js';
import { chatApi, keyOfUrl, multipartForm, type ChatApi, type FormFile } from '../chat-test-kit.js';
import { sweepOrphanFiles } from './chat-cleanup.js';

let t: TestApp;
let api: ChatApi;
let admin: CreatedUser;
const PNG = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64');

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const upload = async (user: CreatedUser, path: string, files: FormFile[], fields: Record<string, string> = {}) => {
  const form = multipartForm(files, fields);
  const res = await t.app.inject({ method: 'POST', url: path, headers: { ...user.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: number; attachments: { url: string }[] };
};
const stored = async (url: string) => Boolean(await t.services.storage.stat('private', keyOfUrl(url)));
const count = async (table: 'friendships' | 'friend_requests' | 'blocks' | 'room_members' | 'conversations', column: string, id: number) =>
  (await t.services.db.kysely.selectFrom(table).selectAll().where(column as never, '=', id as never).execute()).length;

describe('deleting an account', () => {
  it('removes its relations and files; its room messages stay under its name', async () => {
    const [leaving, friend, other] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(leaving, friend);
    await api.post('/api/chat/request', other, { recipient_id: leaving.id });
    await api.post('/api/chat/block', leaving, { user_id: other.id });
    const room = await api.createRoom(admin, 'Farewell hall');
    const privateRoom = await api.createRoom(admin, 'Farewell council', 'private');
    await api.post(`/api/admin/chat/rooms/${privateRoom.id}/members`, admin, { user_id: leaving.id });

    const theirDirectFile = await upload(leaving, `/api/chat/conversations/${conversationId}/files`, [{ name: 'a.png', content: PNG }]);
    const friendsDirectFile = await upload(friend, `/api/chat/conversations/${conversationId}/files`, [{ name: 'b.png', content: PNG }]);
    const theirRoomFile = await upload(leaving, `/api/chat/rooms/${room.id}/files`, [{ name: 'c.png', content: PNG }]);
    const captioned = await upload(leaving, `/api/chat/rooms/${room.id}/files`, [{ name: 'd.png', content: PNG }], { message: 'my picture' });
    const friendsRoomFile = await upload(friend, `/api/chat/rooms/${room.id}/files`, [{ name: 'e.png', content: PNG }]);
    await api.post(`/api/chat/rooms/${room.id}/messages`, leaving, { message: 'goodbye all' });

    expect((await api.del(`/api/admin/users/${leaving.id}`, admin)).statusCode).toBe(200);
    await t.services.events.idle();

    for (const [table, column] of [
      ['friendships', 'user_a'],
      ['friendships', 'user_b'],
      ['friend_requests', 'recipient_id'],
      ['blocks', 'blocker_id'],
      ['room_members', 'user_id'],
      ['conversations', 'user_a'],
      ['conversations', 'user_b'],
    ] as const) {
      expect(await count(table, column, leaving.id), `${table}.${column}`).toBe(0);
    }
    expect((await api.get('/api/chat/conversations', friend)).json().conversations).toEqual([]);

    // Its uploads in rooms leave at once; a message that was only a file goes too.
    expect(await stored(theirRoomFile.attachments[0]!.url)).toBe(false);
    expect(await stored(captioned.attachments[0]!.url)).toBe(false);
    expect(await stored(friendsRoomFile.attachments[0]!.url)).toBe(true);
    const roomMessages = (await api.get(`/api/chat/rooms/${room.id}/messages`, friend)).json().messages;
    expect(roomMessages.map((m: { message: string; username: string; sender_id: number | null; attachments: unknown[] }) => [m.message, m.username, m.sender_id, m.attachments.length])).toEqual([
      ['my picture', leaving.username, null, 0],
      ['', friend.username, friend.id, 1],
      ['goodbye all', leaving.username, null, 0],
    ]);

    // Files of its conversations (both sides') are named by no row any more: the sweep takes
    // them once no upload could still be recording them; a file a row names is never swept.
    expect(await sweepOrphanFiles(t.services)).toBe(0);
    expect(await stored(theirDirectFile.attachments[0]!.url)).toBe(true);
    expect(await sweepOrphanFiles(t.services, 0)).toBe(2);
    expect(await stored(theirDirectFile.attachments[0]!.url)).toBe(false);
    expect(await stored(friendsDirectFile.attachments[0]!.url)).toBe(false);
    expect(await stored(friendsRoomFile.attachments[0]!.url)).toBe(true);
  });
});
