// A small .zip reader for tests (the member's data export): the central directory, ZIP64 where
// it is used, deflated and stored entries, each checked against its CRC-32. It is tested against
// archives Python's zipfile writes (lib/zip-writer.test.ts), so it is not only the writer's mirror.
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipFileEntry {
  name: string;
  method: number;
  data: Buffer;
}

const U32_MAX = 0xffffffff;

function findEnd(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw new Error('not a zip: no end of central directory record');
}

/** Every entry of the archive, in the order of its central directory. */
export function readZip(zip: Buffer): ZipFileEntry[] {
  const end = findEnd(zip);
  let count = zip.readUInt16LE(end + 10);
  let directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === U32_MAX) {
    const locator = end - 20;
    if (zip.readUInt32LE(locator) !== 0x07064b50) throw new Error('ZIP64 locator missing');
    const record = Number(zip.readBigUInt64LE(locator + 8));
    if (zip.readUInt32LE(record) !== 0x06064b50) throw new Error('ZIP64 end record missing');
    count = Number(zip.readBigUInt64LE(record + 32));
    directoryOffset = Number(zip.readBigUInt64LE(record + 48));
  }
  const entries: ZipFileEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central header ${i} missing`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    let compressed = zip.readUInt32LE(at + 20);
    let size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    let offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra < extraEnd) {
      const id = zip.readUInt16LE(extra);
      const length = zip.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const next = () => {
          const value = Number(zip.readBigUInt64LE(field));
          field += 8;
          return value;
        };
        if (size === U32_MAX) size = next();
        if (compressed === U32_MAX) compressed = next();
        if (offset === U32_MAX) offset = next();
      }
      extra += 4 + length;
    }
    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`local header of ${name} missing`);
    const dataStart = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressed);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : undefined;
    if (!data) throw new Error(`${name}: unknown method ${method}`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, the directory says ${size}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC-32 does not match`);
    entries.push({ name, method, data });
    at = extraEnd + commentLength;
  }
  return entries;
}

/** The archive's entries by name. */
export function zipContents(zip: Buffer): Map<string, Buffer> {
  return new Map(readZip(zip).map((entry) => [entry.name, entry.data]));
}
