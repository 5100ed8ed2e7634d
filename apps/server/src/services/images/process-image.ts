// Decoding and re-encoding of every stored image (docs/product/content.md): what the server keeps and
// serves is always a real JPEG, PNG, GIF or WebP, at most 1200 px on its longer side, without
// metadata (EXIF incl. GPS, XMP, IPTC, PNG text chunks), and bounded work on hostile input.
import type SharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ProcessedImage {
  bytes: Buffer;
  format: ImageFormat;
  /** Of the output; for an animation, of one frame. */
  width: number;
  height: number;
  animated: boolean;
}

/** The input is refused; `message` is meant to follow the field name in a 400. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

const NOT_AN_IMAGE = 'does not decode as a JPEG, PNG, GIF or WebP image';

export const IMAGE_LIMITS = {
  maxSide: 1200,
  // Decoded pixels, all frames together (sharp counts an animation's stacked frames). 50 MP
  // admits 48-50 MP phone photos (8064x6048, 8160x6120) and refuses bombs from the header,
  // before any pixel is decoded. Measured here on one core: a 50 MP JPEG ~0.5 s (~1.1 s
  // progressive, ~170 MB peak), a 50 MP PNG ~0.8-1.7 s; decoding streams, so no full bitmap.
  maxInputPixels: 50_000_000,
  // Animations are re-encoded frame by frame, and GIF encoding (palette quantisation) costs
  // ~0.5-0.8 µs per pixel, so they get a tighter budget: ~16 MP is 100 frames of 480x270 or
  // 16 of 1000x1000, at most ~8 s. The frame bound caps the per-frame overhead of tiny frames.
  maxAnimationPixels: 16_000_000,
  maxFrames: 200,
} as const;

// Each job is new input, so libvips' operation cache would only hold memory. One libvips
// thread per image (the glibc default anyway; musl/Alpine would default to all cores) and one
// image at a time (below): image work never takes more than one of the server's two cores or
// more than one libuv thread (which fs, zlib and DNS share), and only one decode is in memory.
// libvips is loaded on the first image, not at start: it costs ~15 MB and half a second that
// a server which stores no image this hour need not pay.
let loaded: Promise<{ default: typeof SharpModule }> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return loaded;
}

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = queue.then(job);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Only these four decoders ever see the bytes: a cheap signature check first keeps libvips'
 * other loaders (SVG via librsvg, TIFF, HEIF/AVIF, ...) away from untrusted input, and
 * sharp's metadata (the decoder's own verdict) must then agree.
 */
function sniff(bytes: Buffer): ImageFormat | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

function refusal(error: unknown): InvalidImageError {
  const message = error instanceof Error ? error.message : '';
  return new InvalidImageError(/pixel limit/i.test(message) ? 'too many pixels' : NOT_AN_IMAGE);
}

/**
 * Output keeps the input's format, so the stored file, its extension and what the user chose
 * agree. GIF stays GIF, animated when the input is (converting to animated WebP would be ~2.5x
 * faster to encode and smaller, but changes the format the user picked). GIF uses effort 3:
 * the default (7) took 5x as long on resized animations for ~15% smaller files. PNG stays
 * lossless; it is quantised to a palette only when the input already was palette-based.
 */
function encode(pipeline: Sharp, format: ImageFormat, meta: Metadata): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: meta.isPalette });
    case 'webp':
      return pipeline.webp({ quality: 82 });
    case 'gif':
      return pipeline.gif({ effort: 3 });
  }
}

export async function processImage(
  input: Buffer,
  /** width: at most this wide, whatever the height (a srcset's copy), instead of maxSide. */
  options: { maxSide?: number; maxInputPixels?: number; width?: number } = {},
): Promise<ProcessedImage> {
  const maxSide = options.maxSide ?? IMAGE_LIMITS.maxSide;
  const format = sniff(input);
  if (!format) throw new InvalidImageError(NOT_AN_IMAGE);
  const sharp = (await loadSharp()).default;
  // animated: all frames of a GIF/WebP (ignored by single-image formats). failOn 'error'
  // refuses truncated and undecodable data; the stricter 'warning' also refused real-world
  // JPEGs with harmless quirks ("extraneous bytes before marker"), and nothing of the input
  // survives re-encoding anyway. limitInputPixels is checked from the header, before decoding.
  const open = () =>
    sharp(input, { animated: true, failOn: 'error', limitInputPixels: options.maxInputPixels ?? IMAGE_LIMITS.maxInputPixels });

  return oneAtATime(async () => {
    const meta = await open()
      .metadata()
      .catch((error: unknown) => {
        throw refusal(error);
      });
    if (meta.format !== format) throw new InvalidImageError(NOT_AN_IMAGE);
    const frames = meta.pages ?? 1;
    if (frames > IMAGE_LIMITS.maxFrames) throw new InvalidImageError('too many frames');
    if (frames > 1 && meta.width * meta.height > IMAGE_LIMITS.maxAnimationPixels) throw new InvalidImageError('too many pixels');

    // Orientation is applied to the pixels first (sharp cannot rotate animations; their rare
    // EXIF orientation is dropped); sharp then writes no metadata at all (no keepMetadata,
    // keepExif or keepIccProfile), converting to sRGB when the input had a profile.
    const oriented = frames > 1 ? open() : open().autoOrient();
    const pipeline = options.width
      ? oriented.resize({ width: options.width, withoutEnlargement: true })
      : oriented.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(pipeline, format, meta)
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        throw refusal(error);
      });
    const animated = (info.pages ?? 1) > 1;
    return {
      bytes: data,
      format,
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
      animated,
    };
  });
}
