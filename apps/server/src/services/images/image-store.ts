// Image fields (docs/product/content.md): a data URL is decoded, re-encoded (process-image.ts: bounded
// size, no metadata) and stored once in the public area by content hash; the row keeps the
// URL. An account's image is refused when the disk would be left with less than the reserve
// (disk-space.ts) and counts against its image-write limit. A stored file no row refers to
// any more is removed (release() right after a write drops a reference, sweep() now and then),
// with the narrower copies sized() made of it for srcsets (packages/shared image-sizes.ts).
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { IMAGE_WIDTHS, LIMITS, SAVE_STATUS_MESSAGES, SERVER_ERRORS, STORED_IMAGE_NAME, type ImageWidth } from '@clanhall/shared';
import type { Db } from '../../db/database.js';
import { badRequest, tooLarge, tooManyRequests } from '../../lib/http-error.js';
import type { DiskSpace } from '../disk-space.js';
import type { FileStorage } from '../file-storage.js';
import type { RateLimits } from '../rate-limits.js';
import { isUrlInColumn } from './image-references.repository.js';
import { InvalidImageError, processImage, type ImageFormat } from './process-image.js';

export const IMAGE_URL_PREFIX = '/uploads/images/';
const FOLDER = 'images';
/** Narrower copies: sized/<width>/<name>. */
const SIZED_FOLDER = 'sized';
const sizedKey = (width: ImageWidth, name: string) => `${SIZED_FOLDER}/${width}/${name}`;
const DATA_URL = /^data:image\/(jpeg|png|gif|webp);base64,(.*)$/s;
const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/** The public-area key of a stored image's URL; null for any other URL (one given by address). */
export const storedImageKey = (url: string): string | null =>
  url.startsWith(IMAGE_URL_PREFIX) ? `${FOLDER}/${url.slice(IMAGE_URL_PREFIX.length)}` : null;

/** A column that holds image URLs (a feature registers its own). */
export interface ImageReference {
  table: string;
  column: string;
}

export interface ResolveOptions {
  /** The account whose image-write limit the store counts against. */
  actorId?: number;
}

export interface ImageStore {
  /**
   * An image field's value as stored: null for empty, http(s) and stored URLs unchanged, a data
   * URL decoded, re-encoded and stored. `field` names the request field in a 400.
   */
  resolve(value: string | null | undefined, field: string, options?: ResolveOptions): Promise<string | null>;
  /**
   * False when the account has used up its image writes for now (a look, not a write): lets a
   * route refuse a large image body before reading it (plugins/image-write-gate.ts).
   */
  mayStore(actorId: number): Promise<boolean>;
  /** Stores image bytes (checked and re-encoded like a data URL's); returns the URL. */
  store(bytes: Buffer, field?: string, options?: ResolveOptions): Promise<string>;
  /** After a write dropped these URLs: removes the stored files no row refers to any more. */
  release(urls: readonly (string | null | undefined)[]): Promise<void>;
  /**
   * Removes every stored image no row refers to and older than graceMs, and every narrower copy
   * whose original is gone. Returns how many images (copies not counted).
   */
  sweep(graceMs: number): Promise<number>;
  /**
   * The storage key (public area) of the stored image `name` at most `width` px wide, made from
   * the original on first request and kept; null when no such image is stored.
   */
  sized(width: ImageWidth, name: string): Promise<string | null>;
  addReference(reference: ImageReference): void;
  /**
   * The rows that refer to these stored URLs are written (or their write failed): the files
   * need no protection any more. Until then, or for at most PENDING_MS, no release() by
   * another request removes them, since the row that will refer to them does not exist yet.
   */
  settle(urls: readonly (string | null | undefined)[]): void;
}

/** LIMITS.imageWritesPerAccount: the images an account may store in the window. */
const writeLimit = (actorId: number) => ({
  bucket: `image:user:${actorId}`,
  max: LIMITS.imageWritesPerAccount,
  windowMs: LIMITS.imageWriteWindowMs,
});

/** How long a stored image is protected when its writer never settles it (a crash). */
const PENDING_MS = 60_000;

export function createImageStore(deps: { db: Db; storage: FileStorage; rateLimits: RateLimits; disk: DiskSpace }): ImageStore {
  const references: ImageReference[] = [];
  // Files stored by a request that has not written its row yet, one timer per store: a
  // release must not take them.
  const pending = new Map<string, NodeJS.Timeout[]>();
  const unpend = (url: string, timer?: NodeJS.Timeout) => {
    const timers = pending.get(url) ?? [];
    const index = timer ? timers.indexOf(timer) : 0;
    if (index < 0 || timers.length === 0) return;
    clearTimeout(timers[index]);
    timers.splice(index, 1);
    if (timers.length === 0) pending.delete(url);
  };

  const keyOf = storedImageKey;
  // Copies being made, so a burst of requests for a new picture makes each one once.
  const making = new Map<string, Promise<string | null>>();

  /** Removes an original and its copies; true when the original was there. */
  async function removeImage(key: string): Promise<boolean> {
    const name = key.slice(FOLDER.length + 1);
    const removed = await deps.storage.remove('public', key);
    for (const width of IMAGE_WIDTHS) await deps.storage.remove('public', sizedKey(width, name));
    return removed;
  }

  async function makeSized(width: ImageWidth, name: string, key: string): Promise<string | null> {
    const original = `${FOLDER}/${name}`;
    if (!(await deps.storage.stat('public', original))) return null;
    // Stored originals were re-encoded by processImage; this only makes them narrower.
    const image = await processImage(await buffer(deps.storage.read('public', original)), { width });
    await deps.storage.write('public', key, image.bytes);
    return key;
  }

  async function isReferenced(url: string): Promise<boolean> {
    for (const { table, column } of references) {
      if (await isUrlInColumn(deps.db.kysely, table, column, url)) return true;
    }
    return false;
  }

  async function store(bytes: Buffer, field?: string, options: ResolveOptions = {}): Promise<string> {
    const named = (message: string) => (field ? `${field}: ${message}` : message);
    if (bytes.length > LIMITS.imageMaxBytes) throw tooLarge(SAVE_STATUS_MESSAGES[413]);
    if (options.actorId !== undefined) {
      // Judged on what was sent: the re-encoded image is smaller but not yet known.
      (await deps.disk.claim()).take(bytes.length);
      if (!(await deps.rateLimits.take(writeLimit(options.actorId)))) throw tooManyRequests(SERVER_ERRORS.tooManyImageWrites);
    }
    let image;
    try {
      image = await processImage(bytes);
    } catch (error) {
      if (error instanceof InvalidImageError) throw badRequest(named(SERVER_ERRORS.invalidImage));
      throw error;
    }
    const name = `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${EXTENSION[image.format]}`;
    const key = `${FOLDER}/${name}`;
    const url = IMAGE_URL_PREFIX + name;
    const timer: NodeJS.Timeout = setTimeout(() => unpend(url, timer), PENDING_MS).unref();
    pending.set(url, [...(pending.get(url) ?? []), timer]);
    if (await deps.storage.stat('public', key)) await deps.storage.touch('public', key);
    else await deps.storage.write('public', key, image.bytes);
    return url;
  }

  return {
    async resolve(value, field, options) {
      if (value === undefined || value === null) return null;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      const match = DATA_URL.exec(trimmed);
      if (!match) {
        if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith(IMAGE_URL_PREFIX)) return trimmed;
        throw badRequest(`${field}: Image must be an http(s) URL or a JPEG, PNG, GIF or WebP image`);
      }
      return store(Buffer.from(match[2]!.replace(/\s/g, ''), 'base64'), field, options);
    },
    async mayStore(actorId) {
      return !(await deps.rateLimits.isReached([writeLimit(actorId)]));
    },
    store,
    async release(urls) {
      for (const url of new Set(urls)) {
        const key = url ? keyOf(url) : null;
        if (!key || pending.has(url!)) continue;
        if (!(await isReferenced(url!))) await removeImage(key);
      }
    },
    async sweep(graceMs) {
      let removed = 0;
      const now = Date.now();
      for (const key of await deps.storage.list('public', FOLDER)) {
        const url = IMAGE_URL_PREFIX + key.slice(FOLDER.length + 1);
        const info = await deps.storage.stat('public', key);
        if (!info || now - info.modifiedMs < graceMs) continue;
        if (!(await isReferenced(url)) && (await removeImage(key))) removed += 1;
      }
      // Copies outlive their original only when it went while they were being made.
      for (const width of IMAGE_WIDTHS) {
        for (const key of await deps.storage.list('public', `${SIZED_FOLDER}/${width}`)) {
          const name = key.slice(key.lastIndexOf('/') + 1);
          if (!(await deps.storage.stat('public', `${FOLDER}/${name}`))) await deps.storage.remove('public', key);
        }
      }
      return removed;
    },
    async sized(width, name) {
      if (!STORED_IMAGE_NAME.test(name)) return null;
      const key = sizedKey(width, name);
      if (await deps.storage.stat('public', key)) return key;
      const running = making.get(key);
      if (running) return running;
      const work = makeSized(width, name, key).finally(() => making.delete(key));
      making.set(key, work);
      return work;
    },
    addReference(reference) {
      references.push(reference);
    },
    settle(urls) {
      for (const url of urls) if (url) unpend(url);
    },
  };
}
