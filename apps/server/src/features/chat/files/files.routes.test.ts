// Files in chat (docs/product/chat.md "Files"): one message per upload carrying its attachments,
// served through signed URLs to those who may read the message; attachments deleted by their
// uploader or an administrator; files removed from disk with what held them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_MESSAGES } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../../test/build-test-app.js';
import { TINY_PNG_DATA_URL } from '../../../test/factories.js';
import { chatApi, keyOfUrl, multipartForm, type ChatApi, type FormFile } from '../chat-test-kit.js';

let t: TestApp;
let api: ChatApi;
let admin: CreatedUser;

const PNG = Buffer.from(TINY_PNG_DATA_URL.split(',')[1]!, 'base64');
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

interface SentAttachment {
  id: number;
  url: string;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  uploader_id: number | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  api = chatApi(t);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

const upload = (user: CreatedUser | undefined, path: string, files: FormFile[], fields: Record<string, string> = {}) => {
  const form = multipartForm(files, fields);
  return t.app.inject({ method: 'POST', url: path, headers: { ...user?.auth, ...form.headers }, payload: form.payload });
};
const stored = async (url: string) => Boolean(await t.services.storage.stat('private', keyOfUrl(url)));

async function friends() {
  const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
  return { a, b, conversationId: await api.befriend(a, b) };
}

describe('POST /api/chat/conversations/{id}/files', () => {
  it('makes one message carrying the files, served through signed URLs to the participants', async () => {
    const { a, b, conversationId } = await friends();
    const res = await upload(a, `/api/chat/conversations/${conversationId}/files`, [
      { name: 'pic.png', content: PNG },
      { name: 'notes.pdf', content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { success, message } = res.json();
    expect(success).toBe(true);
    expect(message).toMatchObject({ conversation_id: conversationId, sender_id: a.id, content: '', is_own: true });
    const [pic, pdf] = message.attachments as SentAttachment[];
    expect(pic).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/chat\//), name: 'pic.png', type: 'image/png', size: PNG.length, width: 1, height: 1, duration: null, uploader_id: a.id });
    expect(pdf).toMatchObject({ name: 'notes.pdf', type: 'application/pdf', size: PDF.length, width: null });

    const seen = (await api.get(`/api/chat/messages/${conversationId}`, b)).json().messages[0];
    expect(seen.attachments.map((f: SentAttachment) => f.id)).toEqual([pic!.id, pdf!.id]);
    const image = await t.app.inject({ method: 'GET', url: seen.attachments[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: seen.attachments[1].url });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await t.app.inject({ method: 'GET', url: seen.attachments[0].url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);

    const list = (await api.get('/api/chat/conversations', b)).json().conversations[0];
    expect(list).toMatchObject({ id: conversationId, last_message: CHAT_MESSAGES.filesSummary(2, 'pic.png'), unread_count: 0 });
    await upload(b, `/api/chat/conversations/${conversationId}/files`, [{ name: 'only.png', content: PNG }]);
    expect((await api.get('/api/chat/conversations', a)).json().conversations[0].last_message).toBe('📎 only.png');
  });

  it('takes a caption and a client_id: a repeated upload returns the first message and keeps no second file', async () => {
    const { a, conversationId } = await friends();
    const path = `/api/chat/conversations/${conversationId}/files`;
    const first = await upload(a, path, [{ name: 'a.txt', content: 'hello' }], { message: 'see this', client_id: 'f-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({ content: 'see this', client_id: 'f-1' });
    const again = await upload(a, path, [{ name: 'a.txt', content: 'hello' }], { message: 'see this', client_id: 'f-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    const files = await t.services.db.kysely.selectFrom('attachments').select('storage_key').where('uploader_id', '=', a.id).execute();
    expect(files).toHaveLength(1);
    expect(await t.services.storage.list('private', files[0]!.storage_key.split('/').slice(0, 3).join('/'))).toContain(files[0]!.storage_key);
  });

  it('checks who may send before reading the files: 404 to an outsider, 403 when blocked, 401 without a token', async () => {
    const { a, b, conversationId } = await friends();
    const path = `/api/chat/conversations/${conversationId}/files`;
    const outsider = await createUser(t.app);
    expect((await upload(outsider, path, [{ name: 'x.png', content: PNG }])).json()).toEqual({ error: CHAT_ERRORS.conversationNotFound });
    await api.post('/api/chat/block', b, { user_id: a.id });
    expect((await upload(a, path, [{ name: 'x.png', content: PNG }])).json()).toEqual({ error: CHAT_ERRORS.blocked });
    expect((await upload(undefined, path, [{ name: 'x.png', content: PNG }])).statusCode).toBe(401);
    expect(await t.services.db.kysely.selectFrom('attachments').select('id').where('uploader_id', 'in', [a.id, outsider.id]).execute()).toEqual([]);
  });

  it('refuses a type not allowed (415), a renamed executable (415), no files (400) and more than 10 (400)', async () => {
    const { a, conversationId } = await friends();
    const path = `/api/chat/conversations/${conversationId}/files`;
    const html = await upload(a, path, [{ name: 'page.html', content: '<script>alert(1)</script>' }]);
    expect([html.statusCode, html.json()]).toEqual([415, { error: CHAT_MESSAGES.fileType('page.html') }]);
    const exe = await upload(a, path, [{ name: 'cat.png', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]) }]);
    expect([exe.statusCode, exe.json()]).toEqual([415, { error: CHAT_MESSAGES.fileType('cat.png') }]);
    const none = await upload(a, path, []);
    expect([none.statusCode, none.json()]).toEqual([400, { error: CHAT_ERRORS.noFiles }]);
    const many = await upload(a, path, Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' })));
    expect([many.statusCode, many.json()]).toEqual([400, { error: CHAT_MESSAGES.tooManyFiles }]);
    expect((await api.get(`/api/chat/messages/${conversationId}`, a)).json().messages).toEqual([]);
  });
});

describe('a file larger than a JSON body may be', () => {
  it('streams through (multipart has its own limits, not the JSON body limit)', async () => {
    const { a, conversationId } = await friends();
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await upload(a, `/api/chat/conversations/${conversationId}/files`, [{ name: 'big.pdf', content: big }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message.attachments[0].size).toBe(big.length);
  });
});

describe('POST /api/chat/rooms/{id}/files', () => {
  it('makes a file message in a room the sender may read; a private room is 404 to outsiders', async () => {
    const room = await api.createRoom(admin, 'Gallery');
    const member = await createUser(t.app);
    const res = await upload(member, `/api/chat/rooms/${room.id}/files`, [{ name: 'art.png', content: PNG }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ room_id: room.id, message: '', message_type: 'file', attachments: [{ name: 'art.png' }] });
    const secret = await api.createRoom(admin, 'Vault', 'private');
    expect((await upload(member, `/api/chat/rooms/${secret.id}/files`, [{ name: 'x.png', content: PNG }])).json()).toEqual({ error: CHAT_ERRORS.roomNotFound });
  });
});

describe('DELETE /api/chat/attachments/{id}', () => {
  it('lets the uploader delete a file (removed from disk); the other participant 403, outsiders 404', async () => {
    const { a, b, conversationId } = await friends();
    const message = (await upload(a, `/api/chat/conversations/${conversationId}/files`, [{ name: 'one.png', content: PNG }, { name: 'two.pdf', content: PDF }], { message: 'two files' })).json().message;
    const [one, two] = message.attachments as SentAttachment[];
    const refused = await api.del(`/api/chat/attachments/${one!.id}`, b);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: CHAT_ERRORS.attachmentDeleteForbidden }]);
    for (const outsider of [await createUser(t.app), admin]) {
      expect((await api.del(`/api/chat/attachments/${one!.id}`, outsider)).json()).toEqual({ error: CHAT_ERRORS.attachmentNotFound });
    }
    expect((await api.del(`/api/chat/attachments/${one!.id}`, a)).json()).toEqual({ success: true });
    expect(await stored(one!.url)).toBe(false);
    expect(await stored(two!.url)).toBe(true);
    expect((await api.del(`/api/chat/attachments/${one!.id}`, a)).statusCode).toBe(404);
    // The caption keeps the message when its last file goes.
    await api.del(`/api/chat/attachments/${two!.id}`, a);
    expect((await api.get(`/api/chat/messages/${conversationId}`, a)).json().messages).toMatchObject([{ id: message.id, content: 'two files', attachments: [] }]);
  });

  it('lets an administrator delete a room file; a file message left empty goes with it', async () => {
    const room = await api.createRoom(admin, 'Moderated gallery');
    const member = await createUser(t.app);
    const message = (await upload(member, `/api/chat/rooms/${room.id}/files`, [{ name: 'x.png', content: PNG }])).json().message;
    expect((await api.del(`/api/chat/attachments/${message.attachments[0].id}`, admin)).json()).toEqual({ success: true });
    expect(await stored(message.attachments[0].url)).toBe(false);
    expect((await api.get(`/api/chat/rooms/${room.id}/messages`, member)).json().messages).toEqual([]);
  });
});

describe('files leave the disk with what held them', () => {
  it('when a conversation or a room is cleared, a room deleted, or a message removed by moderation', async () => {
    const { a, conversationId } = await friends();
    const direct = (await upload(a, `/api/chat/conversations/${conversationId}/files`, [{ name: 'd.png', content: PNG }])).json().message;
    await api.del(`/api/chat/conversations/${conversationId}/messages`, a);
    expect(await stored(direct.attachments[0].url)).toBe(false);

    const room = await api.createRoom(admin, 'Files hall');
    const cleared = (await upload(a, `/api/chat/rooms/${room.id}/files`, [{ name: 'c.png', content: PNG }])).json().message;
    await api.del(`/api/chat/rooms/${room.id}/messages`, admin);
    expect(await stored(cleared.attachments[0].url)).toBe(false);

    const moderated = (await upload(a, `/api/chat/rooms/${room.id}/files`, [{ name: 'm.png', content: PNG }])).json().message;
    await api.del(`/api/admin/chat/messages/${moderated.id}`, admin);
    expect(await stored(moderated.attachments[0].url)).toBe(false);

    const reported = (await upload(a, `/api/chat/rooms/${room.id}/files`, [{ name: 'r.png', content: PNG }])).json().message;
    const report = (await api.post('/api/chat/reports', admin, { kind: 'room', message_id: reported.id })).json().report;
    await api.post(`/api/admin/chat/reports/${report.id}/remove`, admin);
    expect(await stored(reported.attachments[0].url)).toBe(false);

    const last = (await upload(a, `/api/chat/rooms/${room.id}/files`, [{ name: 'l.png', content: PNG }])).json().message;
    await api.del(`/api/admin/chat/rooms/${room.id}`, admin);
    expect(await stored(last.attachments[0].url)).toBe(false);
  });
});
