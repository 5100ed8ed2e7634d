// What the chat shows about an attachment before downloading it (docs/product/chat.md: image
// previews, the video player's minutes:seconds): an image's width and height, a video's or
// audio's duration. Chat files are stored as sent, never re-encoded (docs/decisions/009: they
// are served through signed URLs with their signed type, nosniff and a sandboxing CSP), so this
// only reads headers, with bounded effort.
import type { Readable } from 'node:stream';
import type SharpModule from 'sharp';
import type * as MusicMetadataModule from 'music-metadata';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

// Like services/images/process-image.ts: libvips is loaded on first use (it costs ~15 MB and
// half a second), keeps no operation cache and uses one thread, and one image is read at a
// time, so uploads never take more than one of the server's cores for image work.
let sharpLoaded: Promise<{ default: typeof SharpModule }> | undefined;
function loadSharp() {
  sharpLoaded ??= import('sharp').then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return sharpLoaded;
}

let imageQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = imageQueue.then(job);
  imageQueue = result.catch(() => undefined);
  return result;
}

/**
 * The displayed width and height of an image (EXIF orientation applied), read from its header
 * only; null when the decoder does not see an image of the expected format there. The signature
 * check has already let only JPEG, PNG, GIF and WebP starts through, so libvips' other loaders
 * (SVG, TIFF, HEIF…) never see the bytes.
 */
export async function imageSize(input: Buffer, format: ImageFormat): Promise<{ width: number; height: number } | null> {
  const sharp = (await loadSharp()).default;
  return oneAtATime(async () => {
    try {
      // metadata() parses the header; no pixel is decoded, so a pixel bomb costs nothing here.
      const meta = await sharp(input, { limitInputPixels: false }).metadata();
      if (meta.format !== format || !meta.width || !meta.height) return null;
      const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
      return { width: oriented.width, height: oriented.height };
    } catch {
      return null;
    }
  });
}

/** Reading a duration gives up after this (a header scan, not a decode; usually milliseconds). */
export const DURATION_TIMEOUT_MS = 5000;

// Loaded on the first video or audio file, like sharp.
let musicMetadata: Promise<typeof MusicMetadataModule> | undefined;

/**
 * The duration in seconds of a stored video or audio file, or null when it cannot be read
 * (an unsupported container such as AVI, no duration in the headers, a damaged file, or the
 * time-out): never an error, the attachment is simply shown without one.
 */
export async function mediaDuration(
  source: () => Readable,
  file: { mimeType: string; size: number },
  timeoutMs = DURATION_TIMEOUT_MS,
): Promise<number | null> {
  let stream: Readable | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const { parseStream } = await (musicMetadata ??= import('music-metadata'));
    stream = source();
    stream.on('error', () => undefined);
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    // Headers only: no scanning the whole file for a duration the headers do not give, no covers.
    const parsed = parseStream(
      stream,
      { mimeType: file.mimeType, size: file.size },
      { duration: false, skipCovers: true, skipPostHeaders: true },
    );
    parsed.catch(() => undefined);
    const metadata = await Promise.race([parsed, timeout]);
    const seconds = metadata?.format.duration;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) / 1000 : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    stream?.destroy();
  }
}
