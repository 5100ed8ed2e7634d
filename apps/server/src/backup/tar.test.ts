// The backup's tar format: what TarWriter writes, readTar reads back byte for byte, long and
// non-ASCII paths included, and the system's `tar` lists it; readTar refuses links, paths that
// leave the target, and a damaged header.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, TarFormatError, TarWriter } from './tar.js';
import { PassThrough, Readable } from 'node:stream';

const dir = mkdtempSync(join(tmpdir(), 'clanhall-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function archive(entries: { path: string; body: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const entry of entries) await tar.addFile({ path: entry.path, size: entry.body.length, mode: 0o600 }, entry.body);
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Buffer) {
  const found: { path: string; type: string; body: Buffer }[] = [];
  for await (const entry of readTar(Readable.from([bytes]))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    found.push({ path: entry.path, type: entry.type, body: Buffer.concat(chunks) });
  }
  return found;
}

const longPath = `uploads/${'deep/'.repeat(30)}picture-ü.png`;
const entries = [
  { path: 'clanhall.sqlite', body: Buffer.alloc(1500, 7) },
  { path: 'uploads/empty.txt', body: Buffer.alloc(0) },
  { path: longPath, body: Buffer.from('a picture') },
  { path: 'manifest.json', body: Buffer.from('{"format":"clanhall-backup"}') },
];

describe('the backup tar format', () => {
  it('reads back what it wrote, byte for byte, in order', async () => {
    expect(await entriesOf(await archive(entries))).toEqual(entries.map((entry) => ({ ...entry, type: 'file' })));
  });

  it('is an archive the system tar lists and extracts', async () => {
    const file = join(dir, 'written.tar');
    writeFileSync(file, await archive(entries));
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map((entry) => entry.path));
    const out = join(dir, 'extracted');
    mkdirSync(out);
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(readFileSync(join(out, longPath), 'utf8')).toBe('a picture');
  });

  it('reads what the system tar writes, and refuses a link in it', async () => {
    const src = join(dir, 'src');
    mkdirSync(join(src, 'uploads'), { recursive: true });
    writeFileSync(join(src, 'uploads', 'a.png'), 'A');
    const plain = join(dir, 'plain.tar');
    execFileSync('tar', ['-cf', plain, '-C', src, 'uploads']);
    expect(await entriesOf(readFileSync(plain))).toEqual([
      { path: 'uploads', type: 'directory', body: Buffer.alloc(0) },
      { path: 'uploads/a.png', type: 'file', body: Buffer.from('A') },
    ]);
    symlinkSync('/etc/passwd', join(src, 'uploads', 'link'));
    const linked = join(dir, 'linked.tar');
    execFileSync('tar', ['-cf', linked, '-C', src, 'uploads/link']);
    await expect(entriesOf(readFileSync(linked))).rejects.toThrow('uploads/link: only files and folders belong in a backup (entry type "2")');
  });

  it('refuses a path that leaves the target, a damaged header and a cut-off file', async () => {
    await expect(archive([{ path: '../escape', body: Buffer.from('x') }])).rejects.toThrow(TarFormatError);
    const src = join(dir, 'escape');
    mkdirSync(src, { recursive: true });
    writeFileSync(join(src, 'x'), 'x');
    const escaping = join(dir, 'escaping.tar');
    execFileSync('tar', ['-cf', escaping, '-C', src, '--transform', 's,^,../,', '-P', 'x']);
    await expect(entriesOf(readFileSync(escaping))).rejects.toThrow('unsafe path in archive: "../x"');

    const good = await archive(entries);
    const damaged = Buffer.from(good);
    damaged[10] = damaged[10]! ^ 0xff;
    await expect(entriesOf(damaged)).rejects.toThrow('a damaged entry header (its checksum does not match)');
    await expect(entriesOf(good.subarray(0, 512 + 700))).rejects.toThrow(/the archive ends in the middle of/);
  });

  it('refuses a body that is not the size its header said', async () => {
    const tar = new TarWriter(new PassThrough());
    await expect(tar.addFile({ path: 'uploads/a', size: 5 }, Buffer.from('abc'))).rejects.toThrow('uploads/a shrank while it was being archived');
    await expect(new TarWriter(new PassThrough()).addFile({ path: 'uploads/b', size: 2 }, Buffer.from('abc'))).rejects.toThrow('uploads/b grew while it was being archived');
  });
});
