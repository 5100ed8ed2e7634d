// The files the receive-uploads-*.test.ts files send: real ones where the test reads their
// properties, headers only where not.
import sharp from 'sharp';

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();

/** 8-bit mono PCM WAV of `seconds` at 8 kHz. */
export function wav(seconds: number): Buffer {
  const samples = Buffer.alloc(8000 * seconds, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28); // bytes per second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

export const MP4_FTYP = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isommp41', 'latin1')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
export const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'), Buffer.alloc(120, 0)]);
export const PE = Buffer.concat([
  Buffer.from('MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff', 'latin1'),
  Buffer.alloc(200, 0),
  Buffer.from('PE\0\0', 'latin1'),
]);

/** A multipart body (inject's payload and headers) with one text file of `bytes` in field `files`. */
export function textFileForm(name: string, bytes: number) {
  const boundary = '----clanhall-fixture-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`),
    Buffer.alloc(bytes, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
