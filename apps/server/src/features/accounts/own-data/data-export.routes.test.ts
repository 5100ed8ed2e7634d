// GET /api/auth/export (docs/product/accounts-and-sessions.md): the archive opened and compared
// with what the member made (each JSON document, each file's bytes), nothing of anyone else's in
// it, any role may ask, and three a day per account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES, OWN_DATA_MESSAGES, SERVER_ERRORS, type ExportedFriends, type ExportedMessage } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { zipContents } from '../../../test/zip-reader.js';
import { memberWithEverything, ownDataApi, type OwnDataApi, type Scene } from './own-data-fixtures.js';

let t: TestApp;
let api: OwnDataApi;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  api = ownDataApi(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const exportOf = (user?: CreatedUser) => t.app.inject({ method: 'GET', url: '/api/auth/export', headers: user?.auth });
const json = (contents: Map<string, Buffer>, name: string): unknown => JSON.parse(contents.get(name)!.toString('utf8'));
const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

describe('GET /api/auth/export', () => {
  it('answers 401 without a token', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.authRequired });
  });

  describe('the archive of a member who made a bit of everything', () => {
    let scene: Scene;
    let contents: Map<string, Buffer>;

    beforeAll(async () => {
      scene = await memberWithEverything(t, admin);
      const res = await exportOf(scene.member);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="clanhall-export-${scene.member.username}-${today()}.zip"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      contents = zipContents(res.rawPayload);
    });

    it('holds the four documents, the profile picture and the files the member sent, nothing more', () => {
      const chatFiles = [...scene.written.direct, ...scene.written.room]
        .flatMap((m) => m.files)
        .map((f) => EXPORT_FILES.chatFile(f.id, f.name));
      expect([...contents.keys()]).toEqual([
        EXPORT_FILES.account,
        EXPORT_FILES.messages,
        EXPORT_FILES.friends,
        EXPORT_FILES.orders,
        expect.stringMatching(/^files\/profile-picture\.(png|jpg|webp|gif)$/),
        ...chatFiles,
      ]);
    });

    it('account.json is the profile as GET /api/auth/profile shows it', async () => {
      const profile = await api.ok(200, 'GET', '/api/auth/profile', scene.member);
      expect(json(contents, EXPORT_FILES.account)).toEqual(profile);
    });

    it('orders.json is their order history with items, as GET /api/shop/orders shows it', async () => {
      const history = await api.ok(200, 'GET', '/api/shop/orders', scene.member);
      expect(history.orders).toHaveLength(2);
      expect(json(contents, EXPORT_FILES.orders)).toEqual(history);
    });

    it('messages.json is every message they wrote, with its conversation or room and its files named', () => {
      const named = (files: Scene['written']['direct'][number]['files']) =>
        files.map((f) => ({ name: f.name, type: f.type, size: f.size, path: EXPORT_FILES.chatFile(f.id, f.name) }));
      const expected: ExportedMessage[] = [
        ...scene.written.direct.map((m) => ({
          kind: 'direct' as const,
          id: m.id,
          conversation: { id: scene.conversationId, with: scene.friend.username },
          message: m.message,
          created_at: m.created_at,
          files: named(m.files),
        })),
        ...scene.written.room.map((m) => ({
          kind: 'room' as const,
          id: m.id,
          room: { id: scene.room.id, name: scene.room.name },
          message: m.message,
          created_at: m.created_at,
          files: named(m.files),
        })),
      ];
      expect(json(contents, EXPORT_FILES.messages)).toEqual({ messages: expected });
    });

    it('friends.json names the friends, requests both ways and blocks by username', async () => {
      const friends = json(contents, EXPORT_FILES.friends) as ExportedFriends;
      expect(friends.friends.map((f) => f.username)).toEqual([scene.friend.username]);
      expect(friends.requests_sent).toEqual([
        expect.objectContaining({ username: scene.friend.username, status: 'accepted' }),
        expect.objectContaining({ status: 'pending', responded_at: null }),
      ]);
      expect(friends.requests_received).toEqual([expect.objectContaining({ status: 'pending' })]);
      expect(friends.blocked).toHaveLength(1);
      const blocked = await api.ok(200, 'GET', '/api/chat/blocks', scene.member);
      expect(friends.blocked.map((b) => b.username)).toEqual(blocked.users.map((u: { username: string }) => u.username));
    });

    it('holds every file they sent byte for byte, and their stored profile picture', async () => {
      for (const [id, bytes] of scene.sentFiles) {
        const name = [...contents.keys()].find((key) => key.startsWith(`files/chat/${id}-`))!;
        expect(contents.get(name)!.equals(bytes), name).toBe(true);
      }
      const profile = (await api.ok(200, 'GET', '/api/auth/profile', scene.member)) as { user: { avatar_url: string } };
      const picture = await t.app.inject({ method: 'GET', url: profile.user.avatar_url });
      const stored = [...contents.entries()].find(([key]) => key.startsWith('files/profile-picture.'))![1];
      expect(stored.equals(picture.rawPayload)).toBe(true);
    });

    it("holds nothing of anyone else's: no other member's messages, files, orders or emails", async () => {
      const everything = [...contents.values()].map((data) => data.toString('latin1')).join('\n');
      for (const secret of scene.othersSecrets) expect(everything, secret).not.toContain(secret);
      // The friend's file in the conversation is not among the files either.
      const theirs = (await api.ok(200, 'GET', `/api/chat/messages/${scene.conversationId}`, scene.friend)) as {
        messages: { sender_id: number; attachments: { url: string }[] }[];
      };
      const friendsFiles = theirs.messages.filter((m) => m.sender_id === scene.friend.id).flatMap((m) => m.attachments);
      expect(friendsFiles).toHaveLength(1);
      const storedKeys = [...contents.keys()].filter((key) => key.startsWith('files/chat/'));
      expect(storedKeys).toHaveLength(scene.sentFiles.size);
    });
  });

  it('gives a member who made nothing yet an archive of empty documents (any role: a user here)', async () => {
    const user = await createUser(t.app, { role: 'user' });
    const res = await exportOf(user);
    expect(res.statusCode).toBe(200);
    const contents = zipContents(res.rawPayload);
    expect([...contents.keys()]).toEqual([
      EXPORT_FILES.account,
      EXPORT_FILES.messages,
      EXPORT_FILES.friends,
      EXPORT_FILES.orders,
    ]);
    expect(json(contents, EXPORT_FILES.messages)).toEqual({ messages: [] });
    expect(json(contents, EXPORT_FILES.orders)).toEqual({ orders: [] });
    expect(json(contents, EXPORT_FILES.friends)).toEqual({ friends: [], requests_sent: [], requests_received: [], blocked: [] });
  });

  it('allows three a day per account: the fourth is 429, and another account is not held up', async () => {
    const [first, other] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
    for (let i = 0; i < 3; i++) expect((await exportOf(first)).statusCode).toBe(200);
    const fourth = await exportOf(first);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: OWN_DATA_MESSAGES.tooManyExports });
    expect((await exportOf(other)).statusCode).toBe(200);
  });

  it('is not answered to HEAD (which would use up a download for nothing)', async () => {
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/auth/export', headers: user.auth })).statusCode).toBe(404);
  });
});
