// Typing indicators (docs/product/chat.md). This tab says `typing` while the
// member writes (at most once a second; the server relays at most that often too) and
// `stop_typing` after a pause, on sending and on leaving the chat; the server ends a typing
// it hears no more of by itself. Others' typing is shown per chat, and forgotten after a while
// in case their stop was lost with a dropped connection.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket, useSocketEvent } from '../../../lib/realtime/hooks';
import type { SessionUser } from '../../../lib/session';
import { targetOfEvent, targetRoom, type ChatTarget } from '../chat-target';

const TYPING_REPEAT_MS = 1_000;
const TYPING_PAUSE_MS = 3_000;
/** A little longer than the server's own expiry (5 s after the last typing). */
const TYPING_FORGET_MS = 7_000;

export function useTypingSignal(target: ChatTarget | null, me: SessionUser | null) {
  const socket = useSocket();
  const room = target ? targetRoom(target) : null;
  const state = useRef<{ room: string | null; sentAt: number; pause?: ReturnType<typeof setTimeout> }>({ room: null, sentAt: 0 });

  const stop = useCallback(() => {
    const current = state.current;
    clearTimeout(current.pause);
    if (current.room && socket?.connected) socket.emit('stop_typing', { roomId: current.room, userId: me?.id });
    state.current = { room: null, sentAt: 0 };
  }, [socket, me?.id]);

  /** Call on every change of the text being written. */
  const typed = useCallback(
    (text: string) => {
      if (!room || !socket?.connected || !me) return;
      if (!text.trim()) return stop();
      const current = state.current;
      const now = Date.now();
      if (current.room !== room || now - current.sentAt >= TYPING_REPEAT_MS) {
        socket.emit('typing', { roomId: room, userId: me.id, username: me.username });
        current.room = room;
        current.sentAt = now;
      }
      clearTimeout(current.pause);
      current.pause = setTimeout(stop, TYPING_PAUSE_MS);
    },
    [room, socket, me, stop],
  );

  // Leaving the chat (or the screen) ends this tab's typing there.
  useEffect(() => stop, [room, stop]);

  return { typed, stop };
}

/** The names of the others typing in this chat now. */
export function useTypingNames(target: ChatTarget | null, myId: number | undefined): string[] {
  const room = target ? targetRoom(target) : null;
  const [typing, setTyping] = useState<{ room: string | null; names: Map<number, string> }>({ room, names: new Map() });
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const forget = useCallback((userId: number) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((current) => {
      if (!current.names.has(userId)) return current;
      const names = new Map(current.names);
      names.delete(userId);
      return { ...current, names };
    });
  }, []);

  useEffect(() => {
    const pending = timers.current;
    setTyping({ room, names: new Map() });
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, [room]);

  useSocketEvent('user_typing', (event) => {
    if (event.roomId !== room || event.userId === myId) return;
    clearTimeout(timers.current.get(event.userId));
    timers.current.set(
      event.userId,
      setTimeout(() => forget(event.userId), TYPING_FORGET_MS),
    );
    setTyping((current) => {
      const names = new Map(current.room === room ? current.names : []);
      names.set(event.userId, event.username);
      return { room, names };
    });
  });

  useSocketEvent('user_stop_typing', (event) => {
    if (event.roomId === room) forget(event.userId);
  });

  // A message from someone means they stopped typing it.
  useSocketEvent('new_message', (event) => {
    const from = targetOfEvent(event);
    if (from && event.sender_id !== null && targetRoom(from) === room) forget(event.sender_id);
  });

  return typing.room === room ? [...typing.names.values()] : [];
}
