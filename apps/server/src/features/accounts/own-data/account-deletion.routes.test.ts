// DELETE /api/auth/account (docs/product/accounts-and-sessions.md): a wrong password removes
// nothing, the last active administrator cannot leave, and a deletion removes every row and stored
// file of the member in one go, ends their sessions and sockets at once, and keeps their orders
// under the username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SUMMARIES, OWN_DATA_MESSAGES, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, login, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { socketKit } from '../../../test/socket-kit.js';
import { memberWithEverything, ownDataApi, type OwnDataApi, type Scene } from './own-data-fixtures.js';

let t: TestApp;
let api: OwnDataApi;
let sockets: ReturnType<typeof socketKit>;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = ownDataApi(t);
  sockets = socketKit(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const deleteAccount = (user: CreatedUser, payload: unknown) => api.call('DELETE', '/api/auth/account', user, payload);

/** The member's rows in every table that holds an account's things, by table. */
async function rowsOf(userId: number, conversationId: number) {
  const db = t.services.db.kysely;
  const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', userId)),
    sessions: await count(db.selectFrom('sessions').select('id').where('user_id', '=', userId)),
    cart_items: await count(db.selectFrom('cart_items').select('id').where('user_id', '=', userId)),
    friendships: await count(
      db
        .selectFrom('friendships')
        .select('created_at')
        .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)])),
    ),
    friend_requests: await count(
      db
        .selectFrom('friend_requests')
        .select('id')
        .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)])),
    ),
    blocks: await count(
      db
        .selectFrom('blocks')
        .select('created_at')
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)])),
    ),
    conversations: await count(db.selectFrom('conversations').select('id').where('id', '=', conversationId)),
    conversation_participants: await count(
      db.selectFrom('conversation_participants').select('user_id').where('conversation_id', '=', conversationId),
    ),
    direct_messages: await count(db.selectFrom('direct_messages').select('id').where('conversation_id', '=', conversationId)),
    room_messages: await count(
      db
        .selectFrom('room_messages')
        .select('id')
        .where('sender_name', '=', (await nameOf(userId)) ?? ''),
    ),
    attachments: await count(db.selectFrom('attachments').select('id').where('uploader_id', '=', userId)),
  };
}

const names = new Map<number, string>();
async function nameOf(userId: number): Promise<string | undefined> {
  const row = await t.services.db.kysely.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  if (row) names.set(userId, row.username);
  return names.get(userId);
}

/** The files the member sent and those of their conversation (the friend's too), and the member's picture. */
async function storedFiles(scene: Scene) {
  const db = t.services.db.kysely;
  const rows = await db
    .selectFrom('attachments as a')
    .leftJoin('direct_messages as m', 'm.id', 'a.direct_message_id')
    .select('a.storage_key')
    .where((eb) => eb.or([eb('a.uploader_id', '=', scene.member.id), eb('m.conversation_id', '=', scene.conversationId)]))
    .execute();
  const keys = rows.map((row) => row.storage_key);
  const stored = await Promise.all(keys.map(async (key) => Boolean(await t.services.storage.stat('private', key))));
  return { keys, allStored: stored.every(Boolean), picture: await pictureOf(scene.member) };
}

async function pictureOf(user: CreatedUser): Promise<string | null> {
  const row = await t.services.db.kysely.selectFrom('users').select('avatar_url').where('id', '=', user.id).executeTakeFirst();
  return row?.avatar_url ?? null;
}

describe('DELETE /api/auth/account', () => {
  it('answers 400 Current password is incorrect to a wrong password and removes nothing', async () => {
    const scene = await memberWithEverything(t, admin);
    const before = await rowsOf(scene.member.id, scene.conversationId);
    const res = await deleteAccount(scene.member, { password: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.currentPasswordIncorrect });
    expect(await rowsOf(scene.member.id, scene.conversationId)).toEqual(before);
    expect((await storedFiles(scene)).allStored).toBe(true);
    expect((await api.call('GET', '/api/auth/profile', scene.member)).statusCode).toBe(200);
  });

  it('answers 400 naming the field without a password', async () => {
    const user = await createUser(t.app);
    const res = await deleteAccount(user, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Password is required' });
    expect((await api.call('GET', '/api/auth/profile', user)).statusCode).toBe(200);
  });

  it('refuses the last active administrator with 409; another administrator may leave, and the audit log says so', async () => {
    // `admin` is this file's only active administrator until a second one exists.
    const refused = await deleteAccount(admin, { password: admin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: OWN_DATA_MESSAGES.lastAdminCannotLeave });
    expect((await api.call('GET', '/api/auth/profile', admin)).statusCode).toBe(200);

    const leaving = await createUser(t.app, { role: 'admin' });
    const res = await deleteAccount(leaving, { password: leaving.password });
    expect(res.statusCode, res.body).toBe(200);
    const log = await api.ok(200, 'GET', '/api/admin/audit-log?action=user.deleted', admin);
    expect(log.entries[0]).toMatchObject({
      actor_id: null,
      actor_name: leaving.username,
      action: 'user.deleted',
      target_id: leaving.id,
      summary: AUDIT_SUMMARIES.ownAccountDeleted(leaving.username),
    });
    // Now `admin` is the last one again.
    expect((await deleteAccount(admin, { password: admin.password })).statusCode).toBe(409);
  });

  describe('a member who made a bit of everything', () => {
    let scene: Scene;
    let files: Awaited<ReturnType<typeof storedFiles>>;
    let disconnected: Promise<string>;
    let friendsSocketNudged: Promise<void>;
    let orderNumbers: string[];

    beforeAll(async () => {
      scene = await memberWithEverything(t, admin);
      await nameOf(scene.member.id);
      files = await storedFiles(scene);
      expect(files.allStored).toBe(true);
      expect(files.picture).toMatch(/^\/uploads\/images\//);
      orderNumbers = (await api.ok(200, 'GET', '/api/shop/orders', scene.member)).orders.map(
        (o: { order_number: string }) => o.order_number,
      );
      const socket = await sockets.connect(scene.member);
      disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const friendsSocket = await sockets.connect(scene.friend);
      friendsSocketNudged = new Promise<void>((resolve) => friendsSocket.once('conversations_changed', () => resolve()));

      const res = await deleteAccount(scene.member, { password: scene.member.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: OWN_DATA_MESSAGES.accountDeleted });
      await t.services.events.idle();
    });

    it('removes every row of theirs: account, sessions, cart, friendships, requests, blocks, conversations, messages, files', async () => {
      expect(await rowsOf(scene.member.id, scene.conversationId)).toEqual({
        users: 0,
        sessions: 0,
        cart_items: 0,
        friendships: 0,
        friend_requests: 0,
        blocks: 0,
        conversations: 0,
        conversation_participants: 0,
        direct_messages: 0,
        room_messages: 0,
        attachments: 0,
      });
    });

    it('removes the stored files of their conversation and uploads at once, and their picture', async () => {
      // Three the member sent, and the friend's in their conversation: no sweep needed.
      expect(files.keys).toHaveLength(4);
      const remaining = await t.services.db.kysely
        .selectFrom('attachments')
        .select('storage_key')
        .where('storage_key', 'in', files.keys)
        .execute();
      expect(remaining).toEqual([]);
      for (const key of files.keys) expect(await t.services.storage.stat('private', key), key).toBeNull();
      const picture = files.picture!.replace('/uploads/', '');
      expect(await t.services.storage.stat('public', picture)).toBeNull();
    });

    it('ends their sessions and sockets at once', async () => {
      expect(await disconnected).toBe('io server disconnect');
      const res = await api.call('GET', '/api/auth/profile', scene.member);
      expect(res.statusCode).toBe(401);
      const again = await login(t.app, 'member', { username: scene.member.username, password: scene.member.password });
      expect(again.statusCode).toBe(401);
    });

    it('keeps their orders in the back office under their username', async () => {
      const listed = await api.ok(200, 'GET', `/api/admin/orders?q=${scene.member.username}`, admin);
      const theirs = listed.orders.filter((o: { username: string }) => o.username === scene.member.username);
      expect(theirs.map((o: { order_number: string }) => o.order_number).sort()).toEqual([...orderNumbers].sort());
      for (const order of theirs) expect(order.user_id).toBeNull();
    });

    it("leaves the others' lists reading cleanly: the friend's conversations and the room", async () => {
      await friendsSocketNudged;
      const conversations = await api.ok(200, 'GET', '/api/chat/conversations', scene.friend);
      expect(conversations.conversations.map((c: { id: number }) => c.id)).not.toContain(scene.conversationId);
      expect(await api.ok(200, 'GET', '/api/chat/unread', scene.friend)).toEqual({ count: 0 });
      const room = await api.ok(200, 'GET', `/api/chat/rooms/${scene.room.id}/messages`, scene.stranger);
      expect(room.messages.map((m: { message: string }) => m.message)).toEqual(['stranger-secret-words']);
      const rooms = await api.ok(200, 'GET', '/api/admin/chat/rooms', admin);
      expect(rooms.rooms.find((r: { id: number }) => r.id === scene.room.id)).toMatchObject({ message_count: 1 });
      const relations = await api.ok(200, 'GET', '/api/chat/relations', scene.friend);
      expect(relations.relations.map((r: { user_id: number }) => r.user_id)).toEqual([scene.stranger.id]);
    });
  });
});
