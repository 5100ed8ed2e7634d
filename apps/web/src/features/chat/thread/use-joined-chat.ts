// docs/product/chat.md: selecting a conversation or group joins its realtime room, switching
// leaves the previous one. The join is made again on every reconnect (the server forgets a
// dropped socket's rooms), and each accepted join is followed by a catch-up (`after` the last
// message held), so what was said while the connection was down shows up, once.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeRoomType } from '@clanhall/shared';
import { useSocket } from '../../../lib/realtime/hooks';
import type { ChatTarget } from '../chat-target';
import { catchUp } from './thread-query';

/** Whether the chat's room is joined now ('connecting' until the first answer). */
export type LiveState = 'connecting' | 'joined' | 'offline';

export function useJoinedChat(target: ChatTarget | null): LiveState {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const kind = target?.kind;
  const id = target?.id;
  const [live, setLive] = useState<LiveState>('connecting');

  useEffect(() => {
    setLive('connecting');
    if (!socket || !kind || !id) return;
    const chat: ChatTarget = { kind, id };
    const payload = { type: (kind === 'conversation' ? 'conversation' : 'group') as RealtimeRoomType, id };
    let current = true;
    const join = () =>
      socket.emit('join_room', payload, (result) => {
        if (!current || !result?.ok) return;
        setLive('joined');
        catchUp(queryClient, chat).catch((error: unknown) => console.warn('Chat: catching up failed', error));
      });
    const dropped = () => {
      if (current) setLive('offline');
    };
    if (socket.connected) join();
    socket.on('connect', join);
    socket.on('disconnect', dropped);
    return () => {
      current = false;
      socket.off('connect', join);
      socket.off('disconnect', dropped);
      // A dropped socket has left every room already; a leave sent now would wait for the
      // reconnect and arrive after this chat's own join.
      if (socket.connected) socket.emit('leave_room', payload);
    };
  }, [socket, kind, id, queryClient]);

  return live;
}
