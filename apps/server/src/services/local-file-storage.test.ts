// Local file storage (services/local-file-storage.ts): whole files or nothing, bounded streams.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

const dir = mkdtempSync(join(tmpdir(), 'clanhall-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = createLocalFileStorage(dir);

async function text(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('local file storage', () => {
  it('writes, reads, lists and removes files in each area, apart', async () => {
    await storage.write('public', 'images/a.txt', Buffer.from('public a'));
    await storage.write('private', 'chat/b.txt', Readable.from([Buffer.from('private '), Buffer.from('b')]));
    expect(await text(storage.read('public', 'images/a.txt'))).toBe('public a');
    expect(await text(storage.read('private', 'chat/b.txt'))).toBe('private b');
    expect(await storage.list('public', 'images')).toEqual(['images/a.txt']);
    expect(await storage.stat('public', 'chat/b.txt')).toBeNull();
    expect((await storage.stat('private', 'chat/b.txt'))?.size).toBe(9);
    expect(await storage.remove('private', 'chat/b.txt')).toBe(true);
    expect(await storage.remove('private', 'chat/b.txt')).toBe(false);
  });

  it('cuts a stream off past maxBytes and leaves nothing behind, not even a partial file', async () => {
    const endless = Readable.from(
      (function* () {
        for (let i = 0; i < 1000; i++) yield Buffer.alloc(1024, 1);
      })(),
    );
    await expect(storage.write('private', 'chat/big.bin', endless, { maxBytes: 10 * 1024 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.stat('private', 'chat/big.bin')).toBeNull();
    expect(readdirSync(join(dir, 'private', 'chat'))).toEqual([]);
  });

  it('refuses keys that could leave the area', async () => {
    for (const key of ['../escape.txt', 'images/../../x', '/etc/passwd', '.hidden', 'images/.part', '']) {
      await expect(storage.write('public', key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    }
  });
});
