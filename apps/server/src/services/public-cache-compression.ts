// How the public cache (services/public-cache.ts) compresses an answer. Measured on a 52 KB
// server-rendered page: brotli 5 takes 0.6 ms (6.5 KB), brotli 11 44 ms (5.8 KB); gzip 6 and 9
// both about 0.5 ms (7.2 KB). So every answer is first compressed at the fast levels, and only
// one asked for again (an answer that exists and is read, not a stranger's one-off address) is
// compressed at the best levels, once (docs/product/content.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CacheableAnswer, CachedAnswer } from './public-cache.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressionLevels {
  brotli: number;
  gzip: number;
}

export const FAST_LEVELS: CompressionLevels = { brotli: 5, gzip: 6 };
export const BEST_LEVELS: CompressionLevels = { brotli: 11, gzip: 9 };

/** Bodies this small are not worth compressing (headers cost more). */
const COMPRESS_MIN_BYTES = 1024;

async function compress(identity: Buffer, levels: CompressionLevels): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (identity.length < COMPRESS_MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: levels.gzip }),
  ]);
  return { br, gzip: gz };
}

/** A computed answer ready to serve: its validator and its body in each encoding. */
export async function prepareAnswer(answer: CacheableAnswer, levels: CompressionLevels): Promise<CachedAnswer> {
  const identity = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: answer.status, contentType: answer.contentType, etag, identity, ...(await compress(identity, levels)) };
}

/** The same answer (same body, same ETag) compressed again at other levels. */
export async function recompressAnswer(answer: CachedAnswer, levels: CompressionLevels): Promise<CachedAnswer> {
  const { status, contentType, etag, identity } = answer;
  return { status, contentType, etag, identity, ...(await compress(identity, levels)) };
}

export const answerBytes = (answer: CachedAnswer) =>
  answer.identity.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
