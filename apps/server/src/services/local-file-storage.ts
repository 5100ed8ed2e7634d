// FileStorage on the local disk under DATA_DIR: public files in DATA_DIR/uploads (served at
// /uploads), private files in DATA_DIR/private (never served directly).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, FileTooLargeError, type FileStorage, type StorageArea } from './file-storage.js';

/** Stops a stream as soon as more than maxBytes have passed. */
function sizeGuard(maxBytes: number | undefined, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (maxBytes !== undefined && counted.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
}

export function createLocalFileStorage(dataDir: string): FileStorage {
  const roots: Record<StorageArea, string> = { public: join(dataDir, 'uploads'), private: join(dataDir, 'private') };
  const pathOf = (area: StorageArea, key: string) => {
    assertValidKey(key);
    return join(roots[area], key);
  };

  return {
    async write(area, key, source, options = {}) {
      const target = pathOf(area, key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      // A dot name in the same folder: the rename is atomic, and static serving skips dotfiles.
      const temp = join(dirname(target), `.${randomBytes(6).toString('hex')}.part`);
      const counted = { bytes: 0 };
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      const output = createWriteStream(temp, { mode: 0o600 });
      try {
        await pipeline(input, sizeGuard(options.maxBytes, counted), output);
        await rename(temp, target);
      } catch (error) {
        // A refusal can come before the file is even open: wait until the destroyed stream has
        // opened and closed it, or the removal would run first and leave the .part behind.
        // (Not events.once: it rejects on the 'error' the destroyed stream still emits.)
        if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
        await rm(temp, { force: true });
        throw error;
      }
      return { size: counted.bytes };
    },
    read: (area, key) => createReadStream(pathOf(area, key)),
    async stat(area, key) {
      try {
        const info = await stat(pathOf(area, key));
        return info.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
      } catch {
        return null;
      }
    },
    async remove(area, key) {
      try {
        await rm(pathOf(area, key));
        return true;
      } catch {
        return false;
      }
    },
    async touch(area, key) {
      const now = new Date();
      await utimes(pathOf(area, key), now, now).catch(() => undefined);
    },
    async list(area, folder) {
      assertValidKey(folder);
      try {
        const names = await readdir(join(roots[area], folder));
        return names.filter((name) => !name.startsWith('.')).map((name) => `${folder}/${name}`);
      } catch {
        return [];
      }
    },
    root: (area) => roots[area],
  };
}
