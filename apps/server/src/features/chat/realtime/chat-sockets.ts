// Chat's realtime handlers on every admitted socket (docs/product/chat.md, services/realtime.ts):
// - join_room: only a conversation or room the account may read (chat.policy.ts, with the
//   role read afresh from the database, not from the handshake); the ack says why not.
// - typing / stop_typing: relayed as user_typing / user_stop_typing to the others in that
//   room, never to the typist's own tabs, and only from a socket that joined the room. Who is
//   typing comes from the session (socket.data), never from the payload.
// - a typing indicator expires by itself: user_stop_typing follows TYPING_EXPIRY_MS after the
//   last typing from that socket, and at once when the socket leaves the room or disconnects.
// - a typing per key press is relayed at most once a second (the expiry still restarts).
// - a socket's join_room, leave_room, typing and stop_typing take effect in the order it sent
//   them, one after the other: join_room awaits the database, and without this a typing sent
//   right after it (join_room has no acknowledgement to wait for, docs/product/chat.md) found the
//   socket not in the room yet and was dropped, and a leave_room right after a join was undone
//   when the join finished (in-sent-order.ts: a failing step does not stop the next, and the
//   steps still waiting when the socket goes do nothing).
import { joinRoomPayload, realtimeRoom, typingPayload } from '@clanhall/shared';
import { userRoom, type RealtimeSocket } from '../../../services/realtime.js';
import type { Services } from '../../../services.js';
import { mayJoin } from '../chat.policy.js';
import { findAccount } from '../friends/chat-users.repository.js';
import { inSentOrder } from './in-sent-order.js';

export const TYPING_EXPIRY_MS = 5_000;
/** A client may send typing on every key press: it is relayed at most this often per room. */
export const TYPING_RELAY_INTERVAL_MS = 1_000;

/** Only chat rooms carry typing (never `user:<id>`, which every socket is in). */
const CHAT_ROOM = /^(conversation|group):\d{1,10}$/;

const NOT_ALLOWED = 'Not found';
const INVALID = 'Invalid room';

export function chatSockets(socket: RealtimeSocket, services: Services): void {
  const { userId, username } = socket.data;
  /** Per room this socket is typing in: the expiry timer and when user_typing last went out. */
  const typing = new Map<string, { timer: ReturnType<typeof setTimeout>; relayedAt: number }>();

  function stopTyping(room: string) {
    const entry = typing.get(room);
    if (entry === undefined) return;
    clearTimeout(entry.timer);
    typing.delete(room);
    // Through the server, not the socket: the socket may have left the room already.
    services.realtime.io.to(room).except(userRoom(userId)).emit('user_stop_typing', { roomId: room, userId });
  }

  const inOrder = inSentOrder(
    () => socket.connected,
    (error) => services.log.warn({ err: error, userId }, 'chat: a socket room event failed'),
  );

  socket.on('join_room', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const queued = inOrder(async () => {
      const parsed = joinRoomPayload.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: INVALID });
      const target = parsed.data;
      try {
        // The role now, not at the handshake: a demoted administrator no longer reads private rooms.
        const account = await findAccount(services.db.kysely, userId);
        const allowed =
          account !== undefined && account.status === 'active' && (await mayJoin(services.db.kysely, account, target));
        // Gone while the database answered: joining now would leave it in the room for good.
        if (!allowed || !socket.connected) return reply({ ok: false, error: NOT_ALLOWED });
        await socket.join(realtimeRoom(target.type, target.id));
        reply({ ok: true });
      } catch (error) {
        reply({ ok: false, error: NOT_ALLOWED });
        throw error;
      }
    });
    // Too many of this socket's events still waiting (in-sent-order.ts): refused at once.
    if (!queued) reply({ ok: false, error: NOT_ALLOWED });
  });

  socket.on('leave_room', (payload) => {
    inOrder(async () => {
      const parsed = joinRoomPayload.safeParse(payload);
      if (!parsed.success) return;
      const room = realtimeRoom(parsed.data.type, parsed.data.id);
      stopTyping(room);
      await socket.leave(room);
    });
  });

  socket.on('typing', (payload) => {
    inOrder(() => {
      const parsed = typingPayload.safeParse(payload);
      if (!parsed.success) return;
      const room = parsed.data.roomId;
      if (!CHAT_ROOM.test(room) || !socket.rooms.has(room)) return;
      const entry = typing.get(room);
      if (entry !== undefined) clearTimeout(entry.timer);
      const now = Date.now();
      const relay = entry === undefined || now - entry.relayedAt >= TYPING_RELAY_INTERVAL_MS;
      typing.set(room, { timer: setTimeout(() => stopTyping(room), TYPING_EXPIRY_MS), relayedAt: relay ? now : entry.relayedAt });
      if (relay) socket.to(room).except(userRoom(userId)).emit('user_typing', { roomId: room, userId, username });
    });
  });

  socket.on('stop_typing', (payload) => {
    inOrder(() => {
      const parsed = typingPayload.safeParse(payload);
      if (parsed.success) stopTyping(parsed.data.roomId);
    });
  });

  socket.on('disconnect', () => {
    for (const room of [...typing.keys()]) stopTyping(room);
  });
}
