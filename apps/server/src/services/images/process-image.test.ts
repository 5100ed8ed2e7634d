// processImage(): docs/product/content.md, every stored image decoded, bounded, stripped and re-encoded.
// All inputs are generated here with sharp (or by hand for what sharp will not write).
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, InvalidImageError, processImage } from './process-image.js';

const solid = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'tiff') =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();

/** A GIF or WebP animation of `frames` distinctly coloured frames, built from stacked raw pixels. */
function animation(width: number, height: number, frames: number, format: 'gif' | 'webp') {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++)
    raw.fill(Buffer.from([(f * 37) % 256, (f * 91) % 256, 200]), f * width * height * 3, (f + 1) * width * height * 3);
  const stacked = sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } });
  return format === 'gif'
    ? stacked.gif({ delay: Array.from({ length: frames }, (_, i) => 100 * (i + 1)), loop: 0 }).toBuffer()
    : stacked.webp().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit greyscale PNG of width x height black pixels, a few dozen KB. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(input: Buffer, options?: { maxInputPixels?: number }): Promise<InvalidImageError> {
  const error = await processImage(input, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidImageError);
  return error as InvalidImageError;
}

describe('processImage', () => {
  it('shrinks a 3000x2000 JPEG to 1200x800 and keeps it a JPEG', async () => {
    const result = await processImage(await solid(3000, 2000, 'jpeg'));
    expect(result).toMatchObject({ format: 'jpeg', width: 1200, height: 800, animated: false });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
  });

  it('never enlarges: a 600x400 PNG stays a 600x400 PNG', async () => {
    const result = await processImage(await solid(600, 400, 'png'));
    expect(result).toMatchObject({ format: 'png', width: 600, height: 400, animated: false });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 400 });
  });

  it('keeps a WebP a WebP, and honours maxSide', async () => {
    const result = await processImage(await solid(1000, 500, 'webp'), { maxSide: 300 });
    expect(result).toMatchObject({ format: 'webp', width: 300, height: 150 });
    expect((await sharp(result.bytes).metadata()).format).toBe('webp');
  });

  it('strips EXIF (with GPS), XMP and ICC metadata', async () => {
    const input = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Spycam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Spycam');
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const result = await processImage(input);
    const after = await sharp(result.bytes).metadata();
    for (const key of ['exif', 'xmp', 'iptc', 'icc', 'orientation'] as const) expect(after[key], key).toBeUndefined();
    expect(result.bytes.includes('Spycam')).toBe(false);
  });

  it('applies the EXIF orientation to the pixels and drops the tag', async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#228844' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const result = await processImage(input);
    expect(result).toMatchObject({ width: 200, height: 300 });
    const after = await sharp(result.bytes).metadata();
    expect(after).toMatchObject({ width: 200, height: 300 });
    expect(after.orientation).toBeUndefined();
  });

  it('keeps an animated GIF animated, frames and timing included', async () => {
    const input = await animation(100, 50, 3, 'gif');
    expect((await sharp(input).metadata()).pages).toBe(3);

    const result = await processImage(input);
    expect(result).toMatchObject({ format: 'gif', width: 100, height: 50, animated: true });
    expect(await sharp(result.bytes).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 100,
      delay: [100, 200, 300],
      loop: 0,
    });
  });

  it('resizes a large animated GIF frame by frame', async () => {
    const result = await processImage(await animation(1500, 300, 3, 'gif'));
    expect(result).toMatchObject({ format: 'gif', width: 1200, height: 240, animated: true });
    expect(await sharp(result.bytes, { animated: true }).metadata()).toMatchObject({
      pages: 3,
      width: 1200,
      pageHeight: 240,
      height: 720,
    });
  });

  it('keeps a single-frame GIF a still GIF and an animated WebP animated', async () => {
    expect(await processImage(await animation(40, 30, 1, 'gif'))).toMatchObject({
      format: 'gif',
      width: 40,
      height: 30,
      animated: false,
    });
    // With an EXIF orientation too, which sharp cannot apply to an animation.
    const input = await sharp(await animation(40, 30, 3, 'webp'), { animated: true })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(input).metadata()).toMatchObject({ pages: 3, orientation: 6 });
    const webp = await processImage(input);
    expect(webp).toMatchObject({ format: 'webp', width: 40, height: 30, animated: true });
    const after = await sharp(webp.bytes).metadata();
    expect(after.pages).toBe(3);
    expect(after.exif).toBeUndefined();
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    // A real 40 KB PNG that decodes to 256 million pixels (just under sharp's own default limit).
    const bomb = pngBomb(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 16_000,
      height: 16_000,
    });

    const started = performance.now();
    expect((await refusal(bomb)).message).toBe('too many pixels');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a header claiming 100000x100000 pixels, and honours maxInputPixels', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr[8] = 8;
    const claim = Buffer.concat([
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect((await refusal(claim)).message).toBe('too many pixels');
    expect((await refusal(await solid(200, 100, 'png'), { maxInputPixels: 10_000 })).message).toBe('too many pixels');
  });

  it('bounds animations: frames and pixels over all frames', async () => {
    expect((await refusal(await animation(4, 4, IMAGE_LIMITS.maxFrames + 1, 'gif'))).message).toBe('too many frames');
    // 5 frames of 2000x2000 = 20 MP: under maxInputPixels, over the animation budget.
    const big = await animation(2000, 2000, 5, 'webp');
    const started = performance.now();
    expect((await refusal(big)).message).toBe('too many pixels');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses what does not decode as a JPEG, PNG, GIF or WebP', async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await solid(10, 10, 'tiff');
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    const gifHeaderOnly = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
    const inputs = [
      Buffer.alloc(0),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      Buffer.from('just some text, renamed to photo.png\n'),
      svg,
      tiff,
      jpeg.subarray(0, jpeg.length >> 1),
      gifHeaderOnly,
    ];
    const refusals = await Promise.all(inputs.map((input) => refusal(input)));
    expect(refusals.map((e) => e.message)).toEqual(inputs.map(() => 'does not decode as a JPEG, PNG, GIF or WebP image'));
    // Jobs run one at a time; a refused one does not block the queue.
    expect((await processImage(await solid(20, 10, 'png'))).width).toBe(20);
  });

  it('re-encodes: text chunks and bytes after IEND do not survive', async () => {
    const png = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const afterIhdr = 8 + 25;
    const input = Buffer.concat([
      png.subarray(0, afterIhdr),
      pngChunk('tEXt', Buffer.from('Comment\0secret')),
      png.subarray(afterIhdr),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    expect((await sharp(input).metadata()).comments).toEqual([{ keyword: 'Comment', text: 'secret' }]);

    const result = await processImage(input);
    expect(result.bytes.equals(input)).toBe(false);
    expect(result.bytes.includes('secret')).toBe(false);
    expect(result.bytes.includes('<script>')).toBe(false);
    expect(result.bytes.subarray(-8).toString('latin1', 0, 4)).toBe('IEND');
    const after = await sharp(result.bytes).metadata();
    expect(after).toMatchObject({ format: 'png', width: 60, height: 40 });
    expect(after.comments).toBeUndefined();
  });
});
