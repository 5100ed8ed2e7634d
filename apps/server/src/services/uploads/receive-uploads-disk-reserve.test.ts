// receiveChatUploads() over real HTTP (docs/product/chat.md Files): the disk's reserve. A file that
// would leave less than the reserve free is stopped while the client is still sending it, even
// when no Content-Length told its size beforehand, and nothing of the request stays stored. The
// server and the hand-written bodies are in upload-test-kit.ts; the disk is a made-up one
// (useDisk), so the test need not fill a real one.
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { useUploadServer } from './upload-test-kit.js';

const kit = useUploadServer();
const { expectRefused, headersOnly, privateFiles, streamUpload } = kit;

const MB = 1024 * 1024;
const OUT_OF_STORAGE = JSON.stringify({ error: SERVER_ERRORS.outOfStorage });

describe('the disk reserve (UPLOAD_RESERVE_MB)', () => {
  it('stops a file at the reserve while the client is still sending, with no Content-Length to go by', { timeout: 30_000 }, async () => {
    kit.useDisk({ freeBytes: 3 * MB, reserveBytes: 1 * MB });
    const before = privateFiles();
    // The client pauses 64 KB past the 2 MB of room until it has the answer (or for 10 s).
    const holdAt = 2 * MB + 64 * 1024;
    const res = await streamUpload({ name: 'archive.zip', fileBytes: 8 * MB, holdAt, chunked: true, before: [{ name: 'first.txt', data: 'stored, then removed' }] });
    expect({ status: res.status, body: res.body }).toEqual({ status: 507, body: OUT_OF_STORAGE });
    expect(res.sentAtResponse).toBeLessThanOrEqual(holdAt);
    expect(res.heldMs).toBeLessThan(5000);
    expect(privateFiles()).toEqual(before);
  });

  it('refuses from the Content-Length alone when the body cannot fit above the reserve', async () => {
    kit.useDisk({ freeBytes: 3 * MB, reserveBytes: 1 * MB });
    expect(await headersOnly(`/upload/${kit.user}`, 4 * MB)).toEqual({ status: 507, body: OUT_OF_STORAGE });
  });

  it('refuses at once when the disk is down to the reserve, and takes a file that fits', async () => {
    kit.useDisk({ freeBytes: 1 * MB, reserveBytes: 1 * MB });
    await expectRefused([{ name: 'a.txt', data: 'a' }], 507, SERVER_ERRORS.outOfStorage);
    kit.useDisk({ freeBytes: 1 * MB + 100, reserveBytes: 1 * MB });
    expect((await kit.post([{ name: 'b.txt', data: 'b'.repeat(100) }])).status).toBe(200);
  });
});
