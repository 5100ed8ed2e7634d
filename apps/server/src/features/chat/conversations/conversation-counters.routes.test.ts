// The counts a conversation keeps (docs/decisions/028): unread per participant, the read
// position and the last message stay true through sends, reads, removals and clearing, as the
// list, GET /api/chat/unread and the messages' read_at show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
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

async function pair() {
  const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
  return { a, b, conversationId: await api.befriend(a, b) };
}
const unread = async (user: CreatedUser) => (await api.get('/api/chat/unread', user)).json().count as number;
const listed = async (user: CreatedUser, id: number) =>
  ((await api.get('/api/chat/conversations', user)).json().conversations as { id: number; unread_count: number; last_message: string | null }[]).find(
    (c) => c.id === id,
  );
const page = async (user: CreatedUser, id: number) =>
  (await api.get(`/api/chat/messages/${id}`, user)).json().messages as { id: number; content: string; read_at: string | null }[];

describe('unread counts and read marks', () => {
  it('count what the other sent since the reader last read, and a read clears them and marks read_at', async () => {
    const { a, b, conversationId } = await pair();
    for (const text of ['one', 'two', 'three']) await api.send(a, conversationId, text);
    expect(await unread(b)).toBe(3);
    expect(await listed(b, conversationId)).toMatchObject({ unread_count: 3, last_message: 'three' });
    expect(await unread(a)).toBe(0);

    const read = await page(b, conversationId);
    expect(read.map((m) => m.content)).toEqual(['one', 'two', 'three']);
    expect(await unread(b)).toBe(0);
    expect((await page(a, conversationId)).every((m) => m.read_at !== null)).toBe(true);

    // b answers; a's own messages never count for a, b's reply does.
    await api.send(b, conversationId, 'hello back');
    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(0);
    await page(a, conversationId);
    expect(await unread(a)).toBe(0);
    const [reply] = (await page(b, conversationId)).filter((m) => m.content === 'hello back');
    expect(reply?.read_at).not.toBeNull();
  });

  it('keep what is unread to a sender who writes before reading', async () => {
    const { a, b, conversationId } = await pair();
    await api.send(a, conversationId, 'are you there?');
    await api.send(b, conversationId, 'typed without reading');
    expect(await unread(b)).toBe(1);
    await page(b, conversationId);
    expect(await unread(b)).toBe(0);
    const first = (await page(a, conversationId)).find((m) => m.content === 'are you there?');
    expect(first?.read_at).not.toBeNull();
  });

  it('sum over every conversation with something unread', async () => {
    const me = await createUser(t.app);
    const others = await Promise.all([1, 2, 3].map(() => createUser(t.app)));
    const ids = [];
    for (const other of others) ids.push(await api.befriend(other, me));
    await api.send(others[0]!, ids[0]!, 'x');
    await api.send(others[1]!, ids[1]!, 'y');
    await api.send(others[1]!, ids[1]!, 'z');
    expect(await unread(me)).toBe(3);
    await page(me, ids[1]!);
    expect(await unread(me)).toBe(1);
  });

  it('follow a removed message: one unread fewer, and the last message the one before', async () => {
    const { a, b, conversationId } = await pair();
    await api.send(a, conversationId, 'kept');
    const removed = await api.send(a, conversationId, 'reported and removed');
    const report = await api.post('/api/chat/reports', b, { kind: 'direct', message_id: removed.id, reason: 'rude' });
    expect(report.statusCode, report.body).toBe(201);
    const done = await api.post(`/api/admin/chat/reports/${report.json().report.id}/remove`, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(await unread(b)).toBe(1);
    expect(await listed(b, conversationId)).toMatchObject({ unread_count: 1, last_message: 'kept' });
    expect(await listed(a, conversationId)).toMatchObject({ unread_count: 0, last_message: 'kept' });
  });

  it('are gone with a cleared conversation, which is listed with no last message', async () => {
    const { a, b, conversationId } = await pair();
    await api.send(a, conversationId, 'soon gone');
    expect((await api.del(`/api/chat/conversations/${conversationId}/messages`, b)).statusCode).toBe(200);
    expect(await unread(b)).toBe(0);
    expect(await listed(b, conversationId)).toMatchObject({ unread_count: 0, last_message: null });
    await api.send(a, conversationId, 'after the clear');
    expect(await unread(b)).toBe(1);
  });
});

describe('a room’s message count', () => {
  it('follows sends, removals and clearing', async () => {
    const room = await api.createRoom(admin, `Counted ${Date.now()}`);
    const count = async () =>
      ((await api.get('/api/admin/chat/rooms', admin)).json().rooms as { id: number; message_count: number }[]).find((r) => r.id === room.id)?.message_count;
    const sent = [];
    for (const text of ['a', 'b', 'c']) {
      const res = await api.post(`/api/chat/rooms/${room.id}/messages`, admin, { message: text });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().message.id as number);
    }
    expect(await count()).toBe(3);
    expect((await api.del(`/api/admin/chat/messages/${sent[0]}`, admin)).statusCode).toBe(200);
    expect(await count()).toBe(2);
    expect((await api.del(`/api/chat/rooms/${room.id}/messages`, admin)).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});
