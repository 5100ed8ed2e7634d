// A socket's room events take effect in the order it sent them (chat-sockets.ts, docs/product/chat.md):
// the web client emits join_room without waiting for anything (the spec gives it no
// acknowledgement), then typing or, when the member switches chats at once, leave_room. Sent
// back to back here, as such a client does; "never received" is checked against a later event
// the same socket must receive (Socket.IO keeps a socket's events in order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeRoom, type NewMessageEvent } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { chatApi, join, nextEvent, recorder, socketKit, type ChatApi } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;
let sockets: ReturnType<typeof socketKit>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = chatApi(t);
  sockets = socketKit(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const roomText = (event: NewMessageEvent) => ('message' in event.message ? event.message.message : undefined);

describe('room events sent back to back', () => {
  it('relays a typing sent right after join_room (no waiting in between) to the other member', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(a, b);
    const roomId = realtimeRoom('conversation', conversationId);
    const [typist, listener] = await Promise.all([sockets.connect(a), sockets.connect(b)]);
    expect(await join(listener, 'conversation', conversationId)).toEqual({ ok: true });
    const record = recorder(listener);

    typist.emit('join_room', { type: 'conversation', id: conversationId });
    typist.emit('typing', { roomId });
    // Handled after the two above: by its answer the typing was relayed, or dropped for good.
    expect(await join(typist, 'conversation', conversationId)).toEqual({ ok: true });
    const marker = nextEvent(listener, 'new_message');
    await api.send(a, conversationId, 'marker');
    await marker;
    expect(record.named('user_typing')).toEqual([{ roomId, userId: a.id, username: a.username }]);
  });

  it('leaves a room on a leave_room sent right after its join_room: no later message reaches the socket', async () => {
    const [hall, other] = await Promise.all([api.createRoom(admin, 'Passing through'), api.createRoom(admin, 'Staying here')]);
    const [member, stayer] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [leaver, stayerSocket] = await Promise.all([sockets.connect(member), sockets.connect(stayer)]);
    expect(await join(stayerSocket, 'group', hall.id)).toEqual({ ok: true });
    const record = recorder(leaver);

    leaver.emit('join_room', { type: 'group', id: hall.id });
    leaver.emit('leave_room', { type: 'group', id: hall.id });
    // Handled after the two above: by its answer the socket has left the hall.
    expect(await join(leaver, 'group', other.id)).toEqual({ ok: true });

    const heard = nextEvent<NewMessageEvent>(stayerSocket, 'new_message');
    await api.post(`/api/chat/rooms/${hall.id}/messages`, admin, { message: 'not for the leaver' });
    // The hall's message did go out: the member still in it has it.
    expect(roomText(await heard)).toBe('not for the leaver');
    // A later event to the leaver: the hall's message, had it been sent, would have come first.
    const marker = nextEvent<NewMessageEvent>(leaver, 'new_message');
    await api.post(`/api/chat/rooms/${other.id}/messages`, admin, { message: 'marker' });
    expect((await marker).room_id).toBe(other.id);
    expect((record.named('new_message') as NewMessageEvent[]).map(roomText)).toEqual(['marker']);
  });
});
