// docs/product/chat.md: an account sends at most 20 messages in 10 seconds, direct and rooms together
// (a file upload counting as one); more are 429 `You are sending messages too fast.`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { manualClock } from '../../services/clock.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { chatApi, type ChatApi } from './chat-test-kit.js';

const clock = manualClock(new Date('2026-06-01T10:00:00.000Z'));
let t: TestApp;
let api: ChatApi;
let admin: CreatedUser;
beforeAll(async () => {
  t = await buildTestApp({}, { services: { clock } });
  api = chatApi(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const sendDirect = (user: CreatedUser, conversationId: number, message: string) =>
  api.post('/api/chat/send', user, { conversation_id: conversationId, message });
const sendRoom = (user: CreatedUser, roomId: number, message: string) => api.post(`/api/chat/rooms/${roomId}/messages`, user, { message });

function sendFile(user: CreatedUser, conversationId: number) {
  const boundary = 'limit-boundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/files`,
    headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('the chat send limit', () => {
  it('refuses the 21st message of 10 seconds, direct, room and file sends counted together', async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const conversationId = await api.befriend(a, b);
    const room = await api.createRoom(admin, `Busy ${Date.now()}`);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.chatSendsPerAccount - 2; i++) {
      statuses.push((await (i % 2 ? sendRoom(a, room.id, `room ${i}`) : sendDirect(a, conversationId, `direct ${i}`))).statusCode);
    }
    statuses.push((await sendFile(a, conversationId)).statusCode);
    statuses.push((await sendDirect(a, conversationId, 'the twentieth')).statusCode);
    expect(statuses).toEqual(Array<number>(LIMITS.chatSendsPerAccount).fill(201));

    for (const refused of [await sendDirect(a, conversationId, 'one too many'), await sendRoom(a, room.id, 'and here'), await sendFile(a, conversationId)]) {
      expect([refused.statusCode, refused.json()]).toEqual([429, { error: SERVER_ERRORS.tooManyChatSends }]);
    }
    const shown = (await api.get(`/api/chat/messages/${conversationId}?limit=100`, b)).json().messages as { content: string }[];
    expect(shown.some((m) => m.content === 'one too many')).toBe(false);

    // Another account is not held back; the first may send again once the window has passed.
    expect((await sendDirect(b, conversationId, 'my turn')).statusCode).toBe(201);
    clock.advance(LIMITS.chatSendWindowMs + 1);
    expect((await sendDirect(a, conversationId, 'ten seconds later')).statusCode).toBe(201);
  });
});

describe('the chat send limit with RATE_LIMITS_LOOPBACK_EXEMPT=1 (tests and benchmarks)', () => {
  let exempt: TestApp;
  beforeAll(async () => {
    exempt = await buildTestApp({ RATE_LIMITS_LOOPBACK_EXEMPT: '1' });
  });
  afterAll(() => exempt.close());

  it('does not count sends from this machine, and still counts those from anywhere else', async () => {
    const local = chatApi(exempt);
    const [a, b] = await Promise.all([createUser(exempt.app), createUser(exempt.app)]);
    const conversationId = await local.befriend(a, b);
    const send = (remoteAddress: string, message: string) =>
      exempt.app.inject({ method: 'POST', url: '/api/chat/send', headers: a.auth, payload: { conversation_id: conversationId, message }, remoteAddress });
    for (let i = 0; i <= LIMITS.chatSendsPerAccount; i++) expect((await send('127.0.0.1', `local ${i}`)).statusCode).toBe(201);
    const remote: number[] = [];
    for (let i = 0; i <= LIMITS.chatSendsPerAccount; i++) remote.push((await send('203.0.113.9', `remote ${i}`)).statusCode);
    expect(remote).toEqual([...Array<number>(LIMITS.chatSendsPerAccount).fill(201), 429]);
  });
});
