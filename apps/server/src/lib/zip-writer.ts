// A .zip written as it is read (PKWARE APPNOTE 6.3): each entry's local header, its bytes
// (deflated, or stored when already compressed) and a data descriptor with the CRC-32 and sizes
// known only once the bytes have passed; then the central directory. Nothing is held but one
// small record per entry, so an archive of gigabytes costs no more memory than one of kilobytes.
// ZIP64 records are written where a size, an offset or the entry count needs them.
import { Transform, pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive ('orders.json', 'files/chat/12-photo.jpg'): UTF-8, '/'-separated. */
  name: string;
  /** The bytes, or what opens them when the archive reaches the entry (a stored file, a generated list). */
  content: Buffer | string | (() => AsyncIterable<Buffer | string>);
  modifiedAt?: Date;
  /** Already compressed (pictures, video): stored as they are instead of deflated again. */
  store?: boolean;
  /** The size when known in advance: 4 GiB and more makes the entry ZIP64 from its local header. */
  size?: number;
}

export interface ZipOptions {
  /** Deflate level, 1-9 (default 6). */
  level?: number;
  /** ZIP64 records everywhere, whatever the sizes (tests; readers must take both forms). */
  forceZip64?: boolean;
}

const U32_MAX = 0xffffffff;
const U16_MAX = 0xffff;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const STORE = 0;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Made by Unix (3), so the external attributes below read as a regular file, mode 0644. */
const MADE_BY_UNIX = 3 << 8;
const REGULAR_FILE_0644 = (0o100644 << 16) >>> 0;

interface CentralRecord {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  zip64Local: boolean;
}

/** A .zip of the entries, produced as the stream is read; an entry's failure destroys the stream. */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, options: ZipOptions = {}): Readable {
  return Readable.from(zipChunks(entries, options), { objectMode: false });
}

/** A name as one path segment of an archive: no folders, no dots in front, no control characters. */
export function safeEntrySegment(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' || '/\\:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

function assertEntryName(name: string, seen: Set<string>): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  const parts = name.split('/');
  if (
    !name ||
    bytes.length > U16_MAX ||
    name.includes('\\') ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Invalid archive entry name: ${JSON.stringify(name)}`);
  }
  if (seen.has(name)) throw new Error(`Duplicate archive entry name: ${name}`);
  seen.add(name);
  return bytes;
}

/** MS-DOS date and time (UTC; the format has no time zone), two-second steps, from 1980. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + i * 8));
  return extra;
}

function localHeader(record: CentralRecord): Buffer {
  // Both sizes in the local ZIP64 field are zero here: the data descriptor carries them.
  const extra = record.zip64Local ? zip64Extra([0, 0]) : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(record.zip64Local ? VERSION_ZIP64 : VERSION_DEFAULT, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(record.method, 8);
  header.writeUInt16LE(record.time, 10);
  header.writeUInt16LE(record.date, 12);
  // CRC 0; sizes 0, or 0xffffffff pointing at the ZIP64 field.
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(record.zip64Local ? U32_MAX : 0, 18);
  header.writeUInt32LE(record.zip64Local ? U32_MAX : 0, 22);
  header.writeUInt16LE(record.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, record.name, extra]);
}

function dataDescriptor(record: CentralRecord): Buffer {
  if (!record.zip64Local && (record.compressed >= U32_MAX || record.size >= U32_MAX)) {
    throw new Error(`Archive entry ${record.name.toString()} grew past 4 GiB without a size given in advance`);
  }
  const wide = record.zip64Local;
  const descriptor = Buffer.alloc(wide ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(record.crc, 4);
  if (wide) {
    descriptor.writeBigUInt64LE(BigInt(record.compressed), 8);
    descriptor.writeBigUInt64LE(BigInt(record.size), 16);
  } else {
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
  }
  return descriptor;
}

function centralHeader(record: CentralRecord, force: boolean): Buffer {
  // APPNOTE 4.5.3: the ZIP64 field holds only the values whose 32-bit field says 0xffffffff, in this order.
  const wide = (value: number) => force || value >= U32_MAX;
  const values = [record.size, record.compressed, record.offset].filter(wide);
  const zip64 = values.length > 0 || record.zip64Local;
  const extra = values.length > 0 ? zip64Extra(values) : Buffer.alloc(0);
  const version = zip64 ? VERSION_ZIP64 : VERSION_DEFAULT;
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY_UNIX | version, 4);
  header.writeUInt16LE(version, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(record.method, 10);
  header.writeUInt16LE(record.time, 12);
  header.writeUInt16LE(record.date, 14);
  header.writeUInt32LE(record.crc, 16);
  header.writeUInt32LE(wide(record.compressed) ? U32_MAX : record.compressed, 20);
  header.writeUInt32LE(wide(record.size) ? U32_MAX : record.size, 24);
  header.writeUInt16LE(record.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // Comment length, disk number, internal attributes: 0.
  header.writeUInt32LE(REGULAR_FILE_0644, 38);
  header.writeUInt32LE(wide(record.offset) ? U32_MAX : record.offset, 42);
  return Buffer.concat([header, record.name, extra]);
}

function endRecords(count: number, directorySize: number, directoryOffset: number, force: boolean): Buffer {
  const zip64 = force || count >= U16_MAX || directorySize >= U32_MAX || directoryOffset >= U32_MAX;
  const parts: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    // This disk and the directory's disk: 0.
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? U16_MAX : count, 8);
  end.writeUInt16LE(zip64 ? U16_MAX : count, 10);
  end.writeUInt32LE(zip64 ? U32_MAX : directorySize, 12);
  end.writeUInt32LE(zip64 ? U32_MAX : directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

function sourceOf(content: ZipEntry['content']): AsyncIterable<Buffer | string> | Iterable<Buffer | string> {
  return typeof content === 'function' ? content() : [content];
}

const toBuffer = (chunk: Buffer | string | Uint8Array) =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);

/** The entry's bytes as they go into the archive; its CRC and sizes land in `record` as they pass. */
async function* entryData(entry: ZipEntry, record: CentralRecord, level: number): AsyncGenerator<Buffer> {
  const source = sourceOf(entry.content);
  if (record.method === STORE) {
    for await (const chunk of source) {
      const bytes = toBuffer(chunk);
      record.crc = crc32(bytes, record.crc);
      record.size += bytes.length;
      record.compressed += bytes.length;
      yield bytes;
    }
    return;
  }
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      record.crc = crc32(chunk, record.crc);
      record.size += chunk.length;
      done(null, chunk);
    },
  });
  const deflater = createDeflateRaw({ level });
  // A failure anywhere destroys the deflater, which the loop below then throws; leaving the loop
  // early (the reader went away) destroys it too, and the pipeline closes the source.
  pipeline(source, counting, deflater, () => undefined);
  for await (const chunk of deflater as AsyncIterable<Buffer>) {
    record.compressed += chunk.length;
    yield chunk;
  }
}

export async function* zipChunks(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  options: ZipOptions = {},
): AsyncGenerator<Buffer> {
  const level = options.level ?? 6;
  const force = options.forceZip64 ?? false;
  const records: CentralRecord[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for await (const entry of entries) {
    const record: CentralRecord = {
      name: assertEntryName(entry.name, seen),
      method: entry.store ? STORE : DEFLATE,
      ...dosDateTime(entry.modifiedAt ?? new Date()),
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
      zip64Local: force || (entry.size ?? 0) >= U32_MAX - 1024 * 1024,
    };
    const header = localHeader(record);
    yield header;
    offset += header.length;
    for await (const chunk of entryData(entry, record, level)) yield chunk;
    offset += record.compressed;
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += descriptor.length;
    records.push(record);
  }
  const directoryOffset = offset;
  let directorySize = 0;
  for (const record of records) {
    const header = centralHeader(record, force);
    directorySize += header.length;
    yield header;
  }
  yield endRecords(records.length, directorySize, directoryOffset, force);
}
