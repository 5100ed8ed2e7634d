// Chat's demo content (docs/product/operating.md): a welcome group room made by the system, with a few
// words from the first administrator; only into an empty chat, even when seeded twice at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { chatApi } from './chat-test-kit.js';
import { DEMO_ROOM_NAME, seedChat } from './chat.seed.js';

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

describe('seedChat', () => {
  it('adds the welcome room once, made by the system, with the administrator’s messages', async () => {
    await Promise.all([seedChat(t.services), seedChat(t.services)]);
    await seedChat(t.services);
    const member = await createUser(t.app, { role: 'user' });
    const api = chatApi(t);
    const rooms = (await api.get('/api/chat/all-rooms', member)).json().rooms;
    expect(rooms).toEqual([expect.objectContaining({ name: DEMO_ROOM_NAME, type: 'group', created_by_username: null, message_count: 3 })]);
    const messages = (await api.get(`/api/chat/rooms/${rooms[0].id}/messages`, member)).json().messages;
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toMatchObject({ sender_id: admin.id, username: admin.username, message_type: 'text' });
  });
});
