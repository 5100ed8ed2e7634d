// Chat over Socket.IO (docs/product/chat.md) against a listening test app: who receives new_message,
// typing relayed to the others only and expiring by itself, join_room only where the account
// may read, chat_cleared, a ban closing the sockets, and catching up with `after` after a
// forced disconnect. Events are awaited as promises; "never received" is checked against a
// later event the same socket must receive (Socket.IO keeps a socket's events in order).
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeRoom, type NewMessageEvent } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { chatApi, join, nextEvent, recorder, socketKit, type ChatApi } from '../chat-test-kit.js';
import { TYPING_EXPIRY_MS } from './chat-sockets.js';

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

const messageWith = (text: string) => (event: NewMessageEvent) => 'content' in event.message ? event.message.content === text : event.message.message === text;

async function friends() {
  const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
  return { a, b, conversationId: await api.befriend(a, b) };
}

describe('new_message', () => {
  it('reaches both participants once per tab: the room, the recipient’s other tabs and the sender’s own', async () => {
    const { a, b, conversationId } = await friends();
    const room = realtimeRoom('conversation', conversationId);
    const [aJoined, aOther, bJoined, bOther] = await Promise.all([sockets.connect(a), sockets.connect(a), sockets.connect(b), sockets.connect(b)]);
    expect(await join(aJoined, 'conversation', conversationId)).toEqual({ ok: true });
    expect(await join(bJoined, 'conversation', conversationId)).toEqual({ ok: true });
    const records = [aJoined, aOther, bJoined, bOther].map(recorder);

    const ends = [aJoined, aOther, bJoined, bOther].map((socket) => nextEvent<NewMessageEvent>(socket, 'new_message', messageWith('end')));
    const sent = await api.send(a, conversationId, 'hello b');
    await api.send(a, conversationId, 'end');
    await Promise.all(ends);

    const firsts = records.map((r) => (r.named('new_message') as NewMessageEvent[]).filter(messageWith('hello b')));
    for (const got of firsts) expect(got).toHaveLength(1);
    const [mine, mineElsewhere, theirs, theirsElsewhere] = firsts.map((got) => got[0]!) as [NewMessageEvent, NewMessageEvent, NewMessageEvent, NewMessageEvent];
    for (const event of [mine, mineElsewhere]) {
      expect(event).toMatchObject({ conversation_id: conversationId, sender_id: a.id, username: a.username, room_name: b.username });
      expect(event.message).toMatchObject({ id: sent.id, is_own: true });
    }
    for (const event of [theirs, theirsElsewhere]) {
      expect(event).toMatchObject({ conversation_id: conversationId, sender_id: a.id, username: a.username, room_name: a.username });
      expect(event.message).toMatchObject({ id: sent.id, content: 'hello b', is_own: false });
    }
    expect(room).toBe(`conversation:${conversationId}`);
  });

  it('goes to everyone in a group room with the room’s name', async () => {
    const room = await api.createRoom(admin, 'Socket hall');
    const [speaker, listener] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'user' })]);
    const socket = await sockets.connect(listener);
    expect(await join(socket, 'group', room.id)).toEqual({ ok: true });
    const heard = nextEvent<NewMessageEvent>(socket, 'new_message');
    await api.post(`/api/chat/rooms/${room.id}/messages`, speaker, { message: 'hear ye' });
    expect(await heard).toMatchObject({ room_id: room.id, room_name: 'Socket hall', sender_id: speaker.id, message: { message: 'hear ye', is_own: false } });
  });

  it('tells the reader’s tabs when a conversation was read (messages_read)', async () => {
    const { a, b, conversationId } = await friends();
    await api.send(a, conversationId, 'unread');
    const [bTab, aTab] = await Promise.all([sockets.connect(b), sockets.connect(a)]);
    const aRecord = recorder(aTab);
    const read = nextEvent(bTab, 'messages_read');
    await api.get(`/api/chat/messages/${conversationId}`, b);
    expect(await read).toEqual({ conversation_id: conversationId });
    const marker = nextEvent(aTab, 'new_message');
    await api.send(b, conversationId, 'marker');
    await marker;
    expect(aRecord.named('messages_read')).toEqual([]);
  });
});

describe('join_room', () => {
  it('admits only a conversation or room the account may read; an outsider hears nothing of it', async () => {
    const { a, conversationId } = await friends();
    const outsider = await createUser(t.app);
    const secret = await api.createRoom(admin, 'Secret socket room', 'private');
    const hall = await api.createRoom(admin, 'Open socket hall');
    const socket = await sockets.connect(outsider);
    const record = recorder(socket);
    expect(await join(socket, 'conversation', conversationId)).toEqual({ ok: false, error: 'Not found' });
    expect(await join(socket, 'group', secret.id)).toEqual({ ok: false, error: 'Not found' });
    expect(await join(socket, 'group', 2_147_483_647)).toEqual({ ok: false, error: 'Not found' });
    expect(await join(socket, 'conversation', -1)).toEqual({ ok: false, error: 'Invalid room' });
    expect(await join(socket, 'group', hall.id)).toEqual({ ok: true });
    const adminSocket = await sockets.connect(admin);
    expect(await join(adminSocket, 'group', secret.id)).toEqual({ ok: true });

    await api.send(a, conversationId, 'not for you');
    await api.post(`/api/chat/rooms/${secret.id}/messages`, admin, { message: 'council business' });
    // A later event to the outsider: anything sent to it before would have arrived first.
    const marker = nextEvent<NewMessageEvent>(socket, 'new_message');
    await api.post(`/api/chat/rooms/${hall.id}/messages`, admin, { message: 'marker' });
    expect((await marker).room_id).toBe(hall.id);
    expect(record.named('new_message')).toHaveLength(1);
  });

  it('makes a removed member’s tabs leave the private room at once', async () => {
    const room = await api.createRoom(admin, 'Shrinking', 'private');
    const member = await createUser(t.app);
    await api.post(`/api/admin/chat/rooms/${room.id}/members`, admin, { user_id: member.id });
    const socket = await sockets.connect(member);
    expect(await join(socket, 'group', room.id)).toEqual({ ok: true });
    const changed = nextEvent(socket, 'rooms_changed');
    await api.del(`/api/admin/chat/rooms/${room.id}/members/${member.id}`, admin);
    await changed;
    const record = recorder(socket);
    await api.post(`/api/chat/rooms/${room.id}/messages`, admin, { message: 'after you left' });
    const marker = nextEvent(socket, 'requests_changed');
    await api.post('/api/chat/request', admin, { recipient_id: member.id });
    await marker;
    expect(record.named('new_message')).toEqual([]);
  });
});

describe('a demoted administrator', () => {
  it('leaves the private rooms it is not a member of, at once', async () => {
    const other = await createUser(t.app, { role: 'admin' });
    const room = await api.createRoom(admin, 'Admins only', 'private');
    const socket = await sockets.connect(other);
    expect(await join(socket, 'group', room.id)).toEqual({ ok: true });
    const record = recorder(socket);
    expect((await api.call('PUT', `/api/admin/users/${other.id}`, admin, { role: 'member' })).statusCode).toBe(200);
    await t.services.events.idle();
    await api.post(`/api/chat/rooms/${room.id}/messages`, admin, { message: 'admins only' });
    const marker = nextEvent(socket, 'requests_changed');
    await api.post('/api/chat/request', admin, { recipient_id: other.id });
    await marker;
    expect(record.named('new_message')).toEqual([]);
    expect(await join(socket, 'group', room.id)).toEqual({ ok: false, error: 'Not found' });
  });
});

describe('typing', () => {
  async function typingSetup() {
    const { a, b, conversationId } = await friends();
    const roomId = realtimeRoom('conversation', conversationId);
    const [typist, typistOtherTab, listener] = await Promise.all([sockets.connect(a), sockets.connect(a), sockets.connect(b)]);
    for (const socket of [typist, typistOtherTab, listener]) expect(await join(socket, 'conversation', conversationId)).toEqual({ ok: true });
    return { a, b, conversationId, roomId, typist, typistOtherTab, listener };
  }

  it('is relayed to the others in the room as the session’s user, never echoed to the typist’s tabs', async () => {
    const { a, b, conversationId, roomId, typist, typistOtherTab, listener } = await typingSetup();
    const records = [typist, typistOtherTab].map(recorder);
    const heard = nextEvent(listener, 'user_typing');
    typist.emit('typing', { roomId, userId: b.id, username: 'someone else' });
    expect(await heard).toEqual({ roomId, userId: a.id, username: a.username });
    const stopped = nextEvent(listener, 'user_stop_typing');
    typist.emit('stop_typing', { roomId, userId: b.id });
    expect(await stopped).toEqual({ roomId, userId: a.id });

    const markers = [typist, typistOtherTab].map((socket) => nextEvent(socket, 'new_message'));
    await api.send(b, conversationId, 'marker');
    await Promise.all(markers);
    for (const record of records) {
      expect(record.named('user_typing')).toEqual([]);
      expect(record.named('user_stop_typing')).toEqual([]);
    }
  });

  it('relays a burst of typing (a key press each) once', async () => {
    const { b, conversationId, roomId, typist, listener } = await typingSetup();
    const record = recorder(listener);
    for (let i = 0; i < 8; i++) typist.emit('typing', { roomId });
    expect(await join(typist, 'conversation', conversationId)).toEqual({ ok: true });
    const marker = nextEvent(listener, 'new_message');
    await api.send(b, conversationId, 'marker');
    await marker;
    expect(record.named('user_typing')).toHaveLength(1);
  });

  it('is ignored from a socket that has not joined the room, and for rooms that are not chat rooms', async () => {
    const { b, conversationId, roomId, listener } = await typingSetup();
    const record = recorder(listener);
    const { a: stranger } = await friends();
    const strangerSocket = await sockets.connect(stranger);
    strangerSocket.emit('typing', { roomId });
    strangerSocket.emit('typing', { roomId: `user:${b.id}` });
    const own = await sockets.connect(b);
    own.emit('typing', { roomId: `user:${b.id}` });
    // A socket's events are handled in order: once these acks are back, so were the typings.
    expect(await join(strangerSocket, 'conversation', conversationId)).toEqual({ ok: false, error: 'Not found' });
    expect(await join(own, 'conversation', conversationId)).toEqual({ ok: true });
    const marker = nextEvent(listener, 'new_message');
    await api.send(b, conversationId, 'marker');
    await marker;
    expect(record.named('user_typing')).toEqual([]);
  });

  it(`expires by itself: user_stop_typing follows ~${TYPING_EXPIRY_MS} ms after the last typing`, async () => {
    const { a, roomId, typist, listener } = await typingSetup();
    const heard = nextEvent(listener, 'user_typing');
    const stopped = nextEvent(listener, 'user_stop_typing');
    // Measured from before the typing left the client: the server's timer cannot start earlier.
    const started = Date.now();
    typist.emit('typing', { roomId });
    await heard;
    expect(await stopped).toEqual({ roomId, userId: a.id });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TYPING_EXPIRY_MS - 50);
    expect(elapsed).toBeLessThan(TYPING_EXPIRY_MS + 4000);
  });

  it('stops at once when the typist disconnects or leaves the room', async () => {
    for (const end of ['disconnect', 'leave'] as const) {
      const { a, conversationId, roomId, typist, listener } = await typingSetup();
      const heard = nextEvent(listener, 'user_typing');
      typist.emit('typing', { roomId });
      await heard;
      const started = Date.now();
      const stopped = nextEvent(listener, 'user_stop_typing');
      if (end === 'disconnect') typist.disconnect();
      else typist.emit('leave_room', { type: 'conversation', id: conversationId });
      expect(await stopped).toEqual({ roomId, userId: a.id });
      expect(Date.now() - started).toBeLessThan(TYPING_EXPIRY_MS - 1000);
    }
  });
});

describe('chat_cleared', () => {
  it('reaches both participants’ tabs once when a conversation is cleared, and the room when a room is', async () => {
    const { a, b, conversationId } = await friends();
    const [aTab, bJoined] = await Promise.all([sockets.connect(a), sockets.connect(b)]);
    await join(bJoined, 'conversation', conversationId);
    const records = [aTab, bJoined].map(recorder);
    const cleared = [aTab, bJoined].map((socket) => nextEvent(socket, 'chat_cleared'));
    await api.send(a, conversationId, 'to be cleared');
    await api.del(`/api/chat/conversations/${conversationId}/messages`, a);
    for (const payload of await Promise.all(cleared)) expect(payload).toEqual({ conversation_id: conversationId });
    const markers = [aTab, bJoined].map((socket) => nextEvent(socket, 'new_message'));
    await api.send(b, conversationId, 'marker');
    await Promise.all(markers);
    for (const record of records) expect(record.named('chat_cleared')).toHaveLength(1);

    const room = await api.createRoom(admin, 'Cleared hall');
    const roomTab = await sockets.connect(b);
    await join(roomTab, 'group', room.id);
    const roomCleared = nextEvent(roomTab, 'chat_cleared');
    await api.del(`/api/chat/rooms/${room.id}/messages`, admin);
    expect(await roomCleared).toEqual({ room_id: room.id });
  });

  it('tells both sides of a friend request to refresh their lists', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const [aTab, bTab] = await Promise.all([sockets.connect(a), sockets.connect(b)]);
    const both = [aTab, bTab].map((socket) => nextEvent(socket, 'requests_changed'));
    const request = (await api.post('/api/chat/request', a, { recipient_id: b.id })).json().request;
    await Promise.all(both);
    const conversations = [aTab, bTab].map((socket) => nextEvent(socket, 'conversations_changed'));
    await api.post('/api/chat/respond', b, { request_id: request.id, accept: true });
    await Promise.all(conversations);
  });
});

describe('sessions ending', () => {
  it('disconnects a banned account’s sockets at once', async () => {
    const { b } = await friends();
    const socket = await sockets.connect(b);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await api.call('PUT', `/api/admin/users/${b.id}/status`, admin, { status: 'banned' });
    expect(await gone).toBe('io server disconnect');
  });

  it('after a forced disconnect, catching up with `after` yields exactly the missed messages', async () => {
    const { a, b, conversationId } = await friends();
    const first = await sockets.connect(b);
    await join(first, 'conversation', conversationId);
    const seen = new Map<number, string>();
    const collect = (socket: Socket) =>
      socket.on('new_message', (event: NewMessageEvent) => {
        if (event.conversation_id === conversationId && 'content' in event.message) seen.set(event.message.id, event.message.content);
      });
    collect(first);
    const before = nextEvent<NewMessageEvent>(first, 'new_message', messageWith('m1'));
    await api.send(a, conversationId, 'm1');
    const lastSeen = (await before).message.id;

    const dropped = new Promise((resolve) => first.once('disconnect', resolve));
    t.services.realtime.io.in(`user:${b.id}`).disconnectSockets(true);
    await dropped;
    await api.send(a, conversationId, 'm2');
    await api.send(a, conversationId, 'm3');

    const second = await sockets.connect(b);
    collect(second);
    expect(await join(second, 'conversation', conversationId)).toEqual({ ok: true });
    const live = nextEvent<NewMessageEvent>(second, 'new_message', messageWith('m4'));
    const missed = (await api.get(`/api/chat/messages/${conversationId}?after=${lastSeen}`, b)).json().messages as { id: number; content: string }[];
    await api.send(a, conversationId, 'm4');
    await live;
    expect(missed.map((m) => m.content)).toEqual(['m2', 'm3']);
    for (const message of missed) seen.set(message.id, message.content);
    const all = [...seen.entries()].sort(([x], [y]) => x - y).map(([, content]) => content);
    expect(all).toEqual(['m1', 'm2', 'm3', 'm4']);
  });
});
