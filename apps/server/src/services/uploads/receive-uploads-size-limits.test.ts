// receiveChatUploads() over real HTTP (docs/product/chat.md Files): the 50 MB per
// file and the body's Content-Length limits. Bodies are written by hand with node:http
// (upload-test-kit.ts) to watch the bytes go out: a file too large must be refused while the
// client is still sending, not read to its end. The server (the errors plugin,
// plugins/multipart.ts in the route's scope and a test route that calls the service, on a real
// database and private storage) is in upload-test-kit.ts too.
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import type { StoredUpload } from './receive-uploads.js';
import { removeStoredFiles } from './remove-stored-files.js';
import { useUploadServer } from './upload-test-kit.js';

const kit = useUploadServer();
const { headersOnly, privateFiles, streamUpload } = kit;

describe('size limits', () => {
  it('a file of exactly 52428800 bytes is stored', { timeout: 60_000 }, async () => {
    const res = await streamUpload({ name: 'max.zip', fileBytes: LIMITS.uploadFileBytes });
    expect(res.status).toBe(200);
    const [file] = (JSON.parse(res.body) as { files: StoredUpload[] }).files;
    expect(file!.size).toBe(LIMITS.uploadFileBytes);
    await removeStoredFiles(kit.storage, [file!.key]);
  });

  it('a 60 MB file is refused at 50 MB + 1 byte with 413, while the client is still sending', { timeout: 60_000 }, async () => {
    const before = privateFiles();
    const fileBytes = 60 * 1024 * 1024;
    // The client stops 64 KB past the limit until it has the answer (or for 10 s): a server
    // that read more of the file before judging it would answer only after the hold. So the
    // answer came with at most 50 MB + 64 KB of the file read, and ~10 MB still unsent.
    const holdAt = LIMITS.uploadFileBytes + 64 * 1024;
    const res = await streamUpload({
      name: 'huge.zip',
      fileBytes,
      holdAt,
      before: [{ name: 'small.txt', data: 'stored first, then removed' }],
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: CHAT_MESSAGES.fileTooLarge('huge.zip') });
    expect(res.sentAtResponse).toBeLessThanOrEqual(holdAt);
    expect(res.heldMs).toBeLessThan(5000);
    expect(privateFiles()).toEqual(before);
  });

  it('a too-large file in another field is refused at the limit too, not read to its end', { timeout: 60_000 }, async () => {
    const holdAt = LIMITS.uploadFileBytes + 64 * 1024;
    const res = await streamUpload({ name: 'other.bin', field: 'other', fileBytes: 60 * 1024 * 1024, holdAt });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: CHAT_MESSAGES.fileTooLarge('other.bin') });
    expect(res.heldMs).toBeLessThan(5000);
  });

  it('a Content-Length above 10 files of 50 MB is refused before a byte of the body is read', async () => {
    const res = await headersOnly(`/upload/${kit.user}`, 11 * LIMITS.uploadFileBytes);
    expect(res).toEqual({ status: 413, body: JSON.stringify({ error: SERVER_ERRORS.bodyTooLarge }) });
  });
});
