// The tar format of a backup archive (POSIX ustar, with a PAX header for a long path or a big
// size), written and read here rather than through a library because a backup needs exactly
// this much: regular files streamed in once (their checksum taken on the same read), and on
// restore only regular files and folders, every path kept inside the target. `tar -tzf` lists
// what this writes.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

const BLOCK = 512;
/** The largest size the ustar header's 11 octal digits hold (8 GiB - 1); beyond, a PAX size. */
const USTAR_MAX_SIZE = 0o77777777777;

function octal(value: number, width: number): string {
  // width - 1 digits and a NUL, as tar writes them.
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mode: number, mtimeSeconds: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode & 0o7777, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(size, USTAR_MAX_SIZE), 12), 124, 'ascii');
  block.write(octal(Math.max(0, Math.floor(mtimeSeconds)), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

/** One PAX record: "<length> <key>=<value>\n", the length counting itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

export interface TarFileMeta {
  /** The path inside the archive, with `/` separators, relative. */
  path: string;
  size: number;
  mode?: number;
  mtimeMs?: number;
}

/** Writes entries to `out` (a gzip stream, say), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (chunk.length === 0) return;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /**
   * One regular file whose `size` bytes come from `body`; every chunk also goes to `onChunk`
   * (the checksum). A body that ends early or runs long is an error: the archive would lie.
   */
  async addFile(meta: TarFileMeta, body: AsyncIterable<Buffer> | Buffer, onChunk?: (chunk: Buffer) => void): Promise<void> {
    assertSafePath(meta.path);
    const mtime = (meta.mtimeMs ?? Date.now()) / 1000;
    const mode = meta.mode ?? 0o600;
    const asciiShort = Buffer.byteLength(meta.path) <= 100 && /^[\x20-\x7e]*$/.test(meta.path);
    if (!asciiShort || meta.size > USTAR_MAX_SIZE) {
      const records = (asciiShort ? '' : paxRecord('path', meta.path)) + (meta.size > USTAR_MAX_SIZE ? paxRecord('size', String(meta.size)) : '');
      const pax = Buffer.from(records, 'utf8');
      await this.write(header(`PaxHeader/${meta.path.slice(-80)}`.slice(0, 100), pax.length, 'x', 0o644, mtime));
      await this.write(pax);
      await this.write(padding(pax.length));
    }
    await this.write(header(asciiShort ? meta.path : meta.path.slice(0, 100), meta.size, '0', mode, mtime));
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > meta.size) throw new Error(`${meta.path} grew while it was being archived`);
      onChunk?.(chunk);
      await this.write(chunk);
    }
    if (written !== meta.size) throw new Error(`${meta.path} shrank while it was being archived`);
    await this.write(padding(meta.size));
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

export class TarFormatError extends Error {}

/** A relative path that stays inside wherever it is extracted. */
export function assertSafePath(path: string): void {
  const parts = path.split('/');
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || parts.some((part) => part === '..' || part === '')) {
    throw new TarFormatError(`unsafe path in archive: ${JSON.stringify(path)}`);
  }
}

/** Reads exactly n bytes at a time from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(input: AsyncIterable<Buffer>) {
    this.iterator = input[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<void> {
    while (this.length < n && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const taken = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  /** Exactly n bytes, or null at the end of the input. */
  async read(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.length >= n) return this.take(n);
    if (this.length === 0) return null;
    throw new TarFormatError('the archive ends in the middle of an entry');
  }

  /** The next piece of at most `left.bytes` bytes (counted down), as it comes. */
  async piece(left: { bytes: number }): Promise<Buffer> {
    if (this.length === 0) await this.fill(1);
    if (this.length === 0) throw new TarFormatError('the archive ends in the middle of a file');
    const piece = this.take(Math.min(left.bytes, this.length));
    left.bytes -= piece.length;
    return piece;
  }
}

export interface TarEntry {
  path: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
  /** The file's bytes; what the caller leaves unread is skipped. */
  body: AsyncGenerator<Buffer>;
}

function field(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octalField(block: Buffer, offset: number, length: number): number {
  const text = field(block, offset, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString('ascii'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) throw new TarFormatError('a damaged PAX header');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

/** The archive's files and folders in order; anything else (links, devices) is refused. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
    if (sum !== octalField(block, 148, 8)) throw new TarFormatError('a damaged entry header (its checksum does not match)');
    const type = field(block, 156, 1) || '0';
    const size = pax.size ? Number(pax.size) : octalField(block, 124, 12);
    const padded = size + padding(size).length;
    if (type === 'x' || type === 'g') {
      const data = await reader.read(padded);
      if (!data) throw new TarFormatError('the archive ends in a PAX header');
      if (type === 'x') pax = parsePax(data.subarray(0, size));
      continue;
    }
    const prefix = field(block, 345, 155);
    const path = (pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100))).replace(/\/+$/, '');
    pax = {};
    if (type !== '0' && type !== '5') throw new TarFormatError(`${path}: only files and folders belong in a backup (entry type ${JSON.stringify(type)})`);
    assertSafePath(path);
    // Counted outside the generator: a caller that stops reading early leaves the rest here.
    const left = { bytes: type === '0' ? size : 0 };
    const body = (async function* () {
      while (left.bytes > 0) yield await reader.piece(left);
    })();
    yield { path, type: type === '0' ? 'file' : 'directory', size: type === '0' ? size : 0, mode: octalField(block, 100, 8), body };
    // Whatever the caller did not read, then the block's padding.
    while (left.bytes > 0) await reader.piece(left);
    const rest = padding(left.bytes === 0 && type === '0' ? size : 0).length;
    if (rest > 0 && !(await reader.read(rest))) throw new TarFormatError('the archive ends in the middle of a file');
  }
}
