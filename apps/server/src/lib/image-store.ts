// Image fields (platform.md §4): a data URL is decoded, checked to really be a JPEG, PNG, GIF
// or WebP, written once under DATA_DIR/uploads/images by content hash, and replaced by its
// URL, so rows stay small and the same picture is stored once.
import { createHash } from 'node:crypto';
import { mkdir, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS, SAVE_STATUS_MESSAGES, SERVER_ERRORS } from '@clanhall/shared';
import { badRequest, tooLarge } from './http-error.js';

export const IMAGE_URL_PREFIX = '/uploads/images/';

const DATA_URL = /^data:image\/(jpeg|png|gif|webp);base64,(.*)$/s;

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** Detects the real format from the file's first bytes. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

export class ImageStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads', 'images');
  }

  /**
   * Turns an image field's value into what is stored: null for empty, the URL unchanged for
   * http(s) and already-stored files, a new stored file's URL for a data URL. `field` names the
   * request field in error messages (platform.md §2: a 400 names the field).
   */
  async resolve(value: string | null | undefined, field: string): Promise<string | null> {
    if (value === undefined || value === null) return null;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const match = DATA_URL.exec(trimmed);
    if (!match) {
      if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith(IMAGE_URL_PREFIX)) return trimmed;
      throw badRequest(`${field}: Image must be an http(s) URL or a JPEG, PNG, GIF or WebP image`);
    }
    return this.store(Buffer.from(match[2]!.replace(/\s/g, ''), 'base64'), field);
  }

  /** Stores image bytes (checked like a data URL's) and returns the stored file's URL. */
  async store(bytes: Buffer, field?: string): Promise<string> {
    if (bytes.length > LIMITS.imageMaxBytes) throw tooLarge(SAVE_STATUS_MESSAGES[413]);
    const kind = sniffImage(bytes);
    if (!kind) throw badRequest(field ? `${field}: ${SERVER_ERRORS.invalidImage}` : SERVER_ERRORS.invalidImage);
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSION[kind]}`;
    const path = join(this.dir, name);
    try {
      await access(path);
    } catch {
      await mkdir(this.dir, { recursive: true });
      await writeFile(path, bytes, { mode: 0o644 });
    }
    return IMAGE_URL_PREFIX + name;
  }
}
