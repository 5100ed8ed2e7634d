// The disk that holds DATA_DIR (docs/product/chat.md): uploads never use its last UPLOAD_RESERVE_MB,
// so the database and the logs still have room when members fill it with files, and the back
// office shows how much is free. One service in the composition root: tests give it a disk of
// their own (a few bytes free) instead of filling a real one (docs/decisions/027).
import { statfs } from 'node:fs/promises';
import { SERVER_ERRORS } from '@clanhall/shared';
import { HttpError } from '../lib/http-error.js';

export interface DiskMeasure {
  /** Bytes an unprivileged process may still write, and the disk's size. */
  freeBytes: number;
  totalBytes: number;
}

export interface DiskUsage extends DiskMeasure {
  /** What uploads leave free (UPLOAD_RESERVE_MB). */
  reserveBytes: number;
}

/** An upload that would leave less than the reserve free: 507. */
export class OutOfStorageError extends HttpError {
  override name = 'OutOfStorageError';
  constructor() {
    super(507, SERVER_ERRORS.outOfStorage);
  }
}

/** One upload's share of the free space, judged as its bytes arrive. */
export interface SpaceClaim {
  /** Bytes it may still write before the disk would be down to the reserve. */
  left(): number;
  /** Counts arriving bytes; throws OutOfStorageError when they would cross the reserve. */
  take(bytes: number): void;
}

export interface DiskSpace {
  usage(): Promise<DiskUsage>;
  /** Reads the disk now and opens a claim on what is free above the reserve. */
  claim(): Promise<SpaceClaim>;
}

/** The filesystem holding `dir`, as statfs tells it (Node ≥ 18.15). */
export function statfsMeasure(dir: string): () => Promise<DiskMeasure> {
  return async () => {
    const stats = await statfs(dir);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  };
}

export function createDiskSpace(options: { reserveBytes: number; measure: () => Promise<DiskMeasure> }): DiskSpace {
  // Every byte the claims of this app have counted, ever. A claim judges the disk as it read it
  // minus what was counted since: the files other uploads are still streaming are not on the
  // disk yet, so parallel uploads cannot each take the same free space. (Uploads in other
  // processes are seen once written, the next time a claim reads the disk.)
  let counted = 0;

  const usage = async (): Promise<DiskUsage> => ({ ...(await options.measure()), reserveBytes: options.reserveBytes });

  return {
    usage,
    async claim() {
      const { freeBytes } = await options.measure();
      const room = freeBytes - options.reserveBytes;
      const base = counted;
      return {
        left: () => room - (counted - base),
        take(bytes) {
          if (counted - base + bytes > room) throw new OutOfStorageError();
          counted += bytes;
        },
      };
    },
  };
}
