// The streaming .zip writer against two independent readers on this machine (Info-ZIP's unzip
// and Python's zipfile), in both its plain and its ZIP64 form; and the test reader
// (test/zip-reader.ts) against an archive Python writes, so the API tests can trust it.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip, zipContents } from '../test/zip-reader.js';
import { safeEntrySegment, zipStream, type ZipEntry } from './zip-writer.js';

const dir = mkdtempSync(join(tmpdir(), 'clanhall-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const JSON_TEXT = JSON.stringify({ messages: Array.from({ length: 500 }, (_, i) => ({ id: i, text: `message ${i}` })) }, null, 2);
const BINARY = randomBytes(300_000);
/** 2 MB in 64 KB chunks, made as they are asked for. */
async function* generated(): AsyncGenerator<string> {
  for (let i = 0; i < 32; i++) yield `${String(i).padStart(4, '0')} `.repeat((64 * 1024) / 5);
}
const GENERATED = Array.from({ length: 32 }, (_, i) => `${String(i).padStart(4, '0')} `.repeat((64 * 1024) / 5)).join('');

const ENTRIES = (): ZipEntry[] => [
  { name: 'account.json', content: JSON_TEXT, modifiedAt: new Date('2024-05-06T07:08:10Z') },
  { name: 'files/chat/7-photo.bin', content: BINARY, store: true, size: BINARY.length },
  { name: 'files/chat/8-Óg ár.txt', content: () => generated() },
  { name: 'files/empty.txt', content: Buffer.alloc(0) },
];
/** Entries by name as digests: comparing megabytes element by element would take the test seconds. */
const digests = (contents: Map<string, Buffer>) =>
  Object.fromEntries(
    [...contents].map(([name, data]) => [name, `${data.length}:${createHash('sha256').update(data).digest('hex')}`]),
  );

const EXPECTED = new Map<string, Buffer>([
  ['account.json', Buffer.from(JSON_TEXT)],
  ['files/chat/7-photo.bin', BINARY],
  ['files/chat/8-Óg ár.txt', Buffer.from(GENERATED)],
  ['files/empty.txt', Buffer.alloc(0)],
]);

async function writeZip(file: string, entries: ZipEntry[], forceZip64 = false): Promise<string> {
  const path = join(dir, file);
  writeFileSync(path, await buffer(zipStream(entries, { forceZip64 })));
  return path;
}

function extractWithPython(path: string): Map<string, Buffer> {
  const target = mkdtempSync(join(dir, 'out-'));
  execFileSync('python3', ['-m', 'zipfile', '-e', path, target]);
  return new Map([...EXPECTED.keys()].map((name) => [name, readFileSync(join(target, name))]));
}

describe.each([
  ['plain', false],
  ['ZIP64', true],
])('a %s archive', (label, forceZip64) => {
  it('is listed and tested clean by unzip and by Python, with every byte as written', async () => {
    const path = await writeZip(`${label}.zip`, ENTRIES(), forceZip64);
    const listing = execFileSync('unzip', ['-l', path], { env: { ...process.env, LC_ALL: 'C.UTF-8' } }).toString();
    for (const name of EXPECTED.keys()) expect(listing).toContain(name);
    // -t: every entry decompressed and its CRC checked; exit 0 only when all are right.
    expect(execFileSync('unzip', ['-t', path]).toString()).toContain('No errors detected');
    expect(execFileSync('python3', ['-m', 'zipfile', '-t', path]).toString()).toContain('Done testing');
    const python = execFileSync('python3', ['-m', 'zipfile', '-l', path]).toString();
    for (const name of EXPECTED.keys()) expect(python).toContain(name);
    const stamp = "import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).getinfo('account.json').date_time)";
    expect(execFileSync('python3', ['-c', stamp, path]).toString().trim()).toBe('(2024, 5, 6, 7, 8, 10)');
    expect(digests(extractWithPython(path))).toEqual(digests(EXPECTED));
    expect(digests(zipContents(readFileSync(path)))).toEqual(digests(EXPECTED));
  });
});

describe('the writer', () => {
  it('stores what is already compressed and deflates the rest', async () => {
    const entries = readZip(await buffer(zipStream(ENTRIES())));
    expect(entries.map((entry) => [entry.name, entry.method])).toEqual([
      ['account.json', 8],
      ['files/chat/7-photo.bin', 0],
      ['files/chat/8-Óg ár.txt', 8],
      ['files/empty.txt', 8],
    ]);
  });

  it('reads an entry only when the archive reaches it, and no further ahead than its reader', async () => {
    let pulled = 0;
    async function* slow(): AsyncGenerator<Buffer> {
      for (let i = 0; i < 200; i++) {
        pulled++;
        yield randomBytes(64 * 1024);
      }
    }
    const stream = zipStream([{ name: 'big.bin', content: () => slow(), store: true }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBeLessThan(5);
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    expect(first.length).toBeGreaterThan(0);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulled).toBeLessThan(10);
  });

  it('closes the entry being read when the reader goes away', async () => {
    let closed = false;
    async function* endless(): AsyncGenerator<string> {
      try {
        for (;;) yield 'x'.repeat(64 * 1024);
      } finally {
        closed = true;
      }
    }
    const stream = zipStream([{ name: 'endless.txt', content: () => endless() }]);
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await expect.poll(() => closed).toBe(true);
  });

  it('fails the stream when an entry cannot be read', async () => {
    async function* broken(): AsyncGenerator<string> {
      yield 'start';
      throw new Error('disk gone');
    }
    await expect(buffer(zipStream([{ name: 'a.txt', content: () => broken() }]))).rejects.toThrow('disk gone');
    await expect(buffer(zipStream([{ name: 'a.txt', content: () => broken(), store: true }]))).rejects.toThrow('disk gone');
  });

  it('refuses names that would leave the archive or repeat', async () => {
    for (const name of ['', '/etc/passwd', '../x', 'a/../b', 'a\\b', 'a//b']) {
      await expect(buffer(zipStream([{ name, content: 'x' }])), name).rejects.toThrow('Invalid archive entry name');
    }
    await expect(
      buffer(
        zipStream([
          { name: 'a', content: 'x' },
          { name: 'a', content: 'y' },
        ]),
      ),
    ).rejects.toThrow('Duplicate');
  });

  it('makes any name one safe path segment', () => {
    expect(safeEntrySegment('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntrySegment('.hidden')).toBe('hidden');
    expect(safeEntrySegment('a\u0000b\nc:d?.png')).toBe('a_b_c_d_.png');
    expect(safeEntrySegment('...')).toBe('file');
    expect(safeEntrySegment('Óg ár.txt')).toBe('Óg ár.txt');
  });
});

describe('the test reader', () => {
  it("reads Python's archives, deflated, stored and ZIP64", () => {
    const path = join(dir, 'python.zip');
    const script = [
      'import sys, zipfile',
      "with zipfile.ZipFile(sys.argv[1], 'w') as z:",
      "    z.writestr('a.txt', 'hello ' * 1000, compress_type=zipfile.ZIP_DEFLATED)",
      "    z.writestr('b/raw.bin', bytes(range(256)) * 10, compress_type=zipfile.ZIP_STORED)",
      "    with z.open('c.txt', 'w', force_zip64=True) as f: f.write(b'wide')",
    ].join('\n');
    execFileSync('python3', ['-c', script, path]);
    const contents = zipContents(readFileSync(path));
    expect(contents.get('a.txt')!.toString()).toBe('hello '.repeat(1000));
    expect(contents.get('b/raw.bin')).toEqual(Buffer.from(Array.from({ length: 2560 }, (_, i) => i % 256)));
    expect(contents.get('c.txt')!.toString()).toBe('wide');
  });
});
