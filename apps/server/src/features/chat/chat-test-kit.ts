// Helpers for chat's tests: calls as a given account, friendships made through the API, and
// sockets against a listening test app with events awaited as promises (no sleeps).
import type { InjectOptions } from 'fastify';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { CreatedUser, TestApp } from '../../test/build-test-app.js';

// Shared with other features' tests (a deleted account's sockets, its uploads): in test/.
export { socketKit } from '../../test/socket-kit.js';
export { multipartForm, type FormFile } from '../../test/multipart-form.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function chatApi(t: TestApp) {
  const call = (method: Method, url: string, user?: CreatedUser, payload?: unknown) =>
    t.app.inject({ method, url, headers: user?.auth, ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}) });
  return {
    call,
    get: (url: string, user?: CreatedUser) => call('GET', url, user),
    post: (url: string, user: CreatedUser | undefined, payload: unknown = {}) => call('POST', url, user, payload),
    del: (url: string, user?: CreatedUser) => call('DELETE', url, user),

    /** Sends a request from `a` and has `b` accept it: the pair's conversation id. */
    async befriend(a: CreatedUser, b: CreatedUser): Promise<number> {
      const sent = await call('POST', '/api/chat/request', a, { recipient_id: b.id });
      expect(sent.statusCode, sent.body).toBe(201);
      const answered = await call('POST', '/api/chat/respond', b, { request_id: sent.json().request.id, accept: true });
      expect(answered.statusCode, answered.body).toBe(200);
      return answered.json().conversation.id as number;
    },

    async send(user: CreatedUser, conversationId: number, message: string, clientId?: string) {
      const res = await call('POST', '/api/chat/send', user, { conversation_id: conversationId, message, client_id: clientId });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().message as { id: number; content: string };
    },

    async createRoom(admin: CreatedUser, name: string, type: 'group' | 'private' = 'group') {
      const res = await call('POST', '/api/admin/chat/rooms', admin, { name, type });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().room as { id: number; name: string; type: string };
    },
  };
}

export type ChatApi = ReturnType<typeof chatApi>;

/** join_room's acknowledgement. */
export const join = (socket: Socket, type: 'conversation' | 'group', id: number) =>
  new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('join_room', { type, id }, resolve));

/** The next `event` on the socket that satisfies `match`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Records every event a socket receives, in order, for "exactly once" and "never" checks. */
export function recorder(socket: Socket) {
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return {
    events,
    named: (event: string) => events.filter((e) => e.event === event).map((e) => e.payload),
  };
}

/** The storage key inside a signed attachment URL (/api/files/<key>?…). */
export const keyOfUrl = (url: string) => decodeURIComponent(url.slice('/api/files/'.length).split('?')[0]!);
