// The daily upload allowance by role (docs/product/chat.md): `chat_upload_quota_user_mb` (100 MB
// unless set) for role `user`, `chat_upload_quota_mb` (500 MB) for members and administrators,
// the role read afresh with each request. Small allowances keep the uploads small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, LIMITS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { textFileForm } from './upload-fixtures.js';
import { dailyQuotaBytes } from './upload-quota.js';

const MB = 1024 * 1024;
let t: TestApp;
let admin: CreatedUser;
let room: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/chat/rooms', headers: admin.auth, payload: { name: 'Upload hall', type: 'group' } });
  room = res.json().room.id;
});
afterAll(() => t.close());

const sendFile = (user: CreatedUser, bytes: number) => {
  const form = textFileForm('notes.txt', bytes);
  return t.app.inject({ method: 'POST', url: `/api/chat/rooms/${room}/files`, headers: { ...user.auth, ...form.headers }, payload: form.payload });
};

describe('the daily allowance of each role', () => {
  it('is 100 MB for role user and 500 MB for members and administrators until set', async () => {
    expect(await dailyQuotaBytes(t.services.settings, 'user')).toBe(LIMITS.uploadQuotaUserBytesDefault);
    expect(await dailyQuotaBytes(t.services.settings, 'member')).toBe(LIMITS.uploadQuotaBytesDefault);
    expect(await dailyQuotaBytes(t.services.settings, 'admin')).toBe(LIMITS.uploadQuotaBytesDefault);
  });

  it('refuses role user past its own allowance where a member uploads the same', async () => {
    await t.services.settings.write({ chat_upload_quota_user_mb: '1', chat_upload_quota_mb: '3' });
    const user = await createUser(t.app, { role: 'user' });
    const member = await createUser(t.app, { role: 'member' });
    const size = 1.5 * MB;

    const refused = await sendFile(user, size);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ error: CHAT_ERRORS.quotaExceeded });
    expect((await sendFile(user, MB / 2)).statusCode).toBe(201);

    expect((await sendFile(member, size)).statusCode).toBe(201);
    expect((await sendFile(admin, size)).statusCode).toBe(201);
  });

  it('follows a role change at the next request', async () => {
    await t.services.settings.write({ chat_upload_quota_user_mb: '1', chat_upload_quota_mb: '3' });
    const member = await createUser(t.app, { role: 'member' });
    const demoted = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${member.id}`, headers: admin.auth, payload: { role: 'user' } });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await sendFile(member, 1.5 * MB)).statusCode).toBe(413);
  });
});
