// receiveChatUploads() over real HTTP (docs/product/chat.md Files): each account's
// daily allowance (the chat_upload_quota_mb setting), counted over the last 24 hours and shared by
// uploads in progress. The server (the errors plugin, plugins/multipart.ts in the route's scope
// and a test route that calls the service, on a real database and private storage) and the
// multipart helpers are in upload-test-kit.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, LIMITS } from '@clanhall/shared';
import { randomUsername } from '../../test/factories.js';
import { systemClock } from '../clock.js';
import { QuotaExceededError } from './upload-errors.js';
import { openQuotaTicket } from './upload-quota.js';
import { useUploadServer } from './upload-test-kit.js';

const kit = useUploadServer();
const { createAccount, expectRefused, headersOnly, post } = kit;

describe('the daily quota (chat_upload_quota_mb)', () => {
  afterAll(() => kit.settings.write({ chat_upload_quota_mb: '' }));

  async function uploadedEarlier(bytes: number, hoursAgo: number) {
    await kit.database.db.kysely
      .insertInto('attachments')
      .values({
        uploader_id: kit.user,
        storage_key: `chat/test/${randomUsername()}.txt`,
        name: 'earlier.txt',
        type: 'text/plain',
        size: bytes,
        created_at: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
      })
      .execute();
  }

  it('counts the last 24 hours and refuses a request that would pass the allowance', async () => {
    await kit.settings.write({ chat_upload_quota_mb: '0.01' }); // 10485 bytes
    await uploadedEarlier(8000, 2);
    await uploadedEarlier(1_000_000, 25); // yesterday: not counted
    await expectRefused(
      [
        { name: 'a.txt', data: 'a'.repeat(1500) },
        { name: 'b.txt', data: 'b'.repeat(1500) },
      ],
      413,
      CHAT_ERRORS.quotaExceeded,
    );
    const res = await post([{ name: 'fits.txt', data: 'c'.repeat(2485) }]);
    expect(res.status).toBe(200);
    // Another account's allowance is its own.
    kit.user = await createAccount();
    expect((await post([{ name: 'other.txt', data: 'd'.repeat(3000) }])).status).toBe(200);
  });

  it('refuses from the Content-Length alone when the body cannot fit, before reading it', async () => {
    await kit.settings.write({ chat_upload_quota_mb: '1' });
    const res = await headersOnly(`/upload/${kit.user}`, 3 * 1024 * 1024);
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: CHAT_ERRORS.quotaExceeded }) });
  });

  it('refuses at once when the allowance is used up, and a quota of 0 turns uploads off', async () => {
    await kit.settings.write({ chat_upload_quota_mb: '0' });
    await expectRefused([{ name: 'a.txt', data: 'a' }], 413, CHAT_ERRORS.quotaExceeded);
  });

  it('counts what uploads in progress have streamed, so parallel requests share one allowance', async () => {
    const deps = { db: kit.database.db, clock: systemClock };
    const first = await openQuotaTicket(deps, kit.user, 1000);
    const second = await openQuotaTicket(deps, kit.user, 1000);
    first.take(600);
    expect(second.left()).toBe(400);
    expect(() => second.take(401)).toThrow(QuotaExceededError);
    second.take(400);
    expect(first.left()).toBe(0);
    first.release();
    second.release();
    expect((await openQuotaTicket(deps, kit.user, 1000)).left()).toBe(1000);
  });

  it('falls back to the default for a setting that is not a number', async () => {
    await kit.settings.write({ chat_upload_quota_mb: 'lots' });
    await uploadedEarlier(LIMITS.uploadQuotaBytesDefault - 10, 1);
    // Reaching the allowance exactly is allowed; one byte more is not.
    expect((await post([{ name: 'ten.txt', data: '0123456789' }])).status).toBe(200);
    await uploadedEarlier(10, 0);
    await expectRefused([{ name: 'one.txt', data: 'x' }], 413, CHAT_ERRORS.quotaExceeded);
  });
});
