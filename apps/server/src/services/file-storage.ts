// Where uploaded files live. Two areas: `public` (stored images, served to anyone at
// /uploads/<key>) and `private` (chat attachments, served only through signed, expiring URLs,
// services/signed-urls.ts). A file is written whole or not at all: it streams to a temporary
// name beside its target and is renamed into place, so a reader (or another process on a
// shared volume) never sees half a file. Keys are relative paths like 'images/ab12….jpg'.
import type { Readable } from 'node:stream';

export type StorageArea = 'public' | 'private';

export interface StoredFileInfo {
  size: number;
  modifiedMs: number;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export interface FileStorage {
  /**
   * Writes the file; with maxBytes, a larger stream is cut off as soon as it passes the limit
   * (FileTooLargeError) and nothing is left behind.
   */
  write(area: StorageArea, key: string, source: Buffer | Readable, options?: { maxBytes?: number }): Promise<{ size: number }>;
  read(area: StorageArea, key: string): Readable;
  stat(area: StorageArea, key: string): Promise<StoredFileInfo | null>;
  /** True when a file was removed. */
  remove(area: StorageArea, key: string): Promise<boolean>;
  /** Marks a file as just used (an existing image stored again), so a sweep spares it. */
  touch(area: StorageArea, key: string): Promise<void>;
  /** The keys under a folder of the area ('images'). */
  list(area: StorageArea, folder: string): Promise<string[]>;
  /** The folder on disk behind an area, for static serving. */
  root(area: StorageArea): string;
}

/** A key is a relative path of plain names: no '..', no leading dot, no absolute path. */
const KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part.length > 200)) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
