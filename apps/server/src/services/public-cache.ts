// Answers that are the same for every guest (the posts list and a post, the settings, the
// server-rendered pages) are computed once, compressed once, and served from memory until an
// event they depend on says they are stale (platform.md §2: a write is visible at once, in
// every process: events cross processes over the cluster transport). Bounded by entries and
// bytes, least recently used first out.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { EventBus, EventName } from './events.js';
import type { Metrics } from './metrics.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CacheableAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** False: serve this answer but do not keep it (a page whose rendering failed). */
  keep?: boolean;
}

export interface CachedAnswer {
  status: number;
  contentType: string;
  /** A weak validator: the same for every encoding of the same body. */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PublicCache {
  /** The answer for `key`, computed at most once until one of `dependsOn` happens. */
  get(key: string, dependsOn: readonly EventName[], compute: () => Promise<CacheableAnswer>): Promise<CachedAnswer>;
  clear(): void;
  readonly size: number;
}

/** Bodies this small are not worth compressing (headers cost more). */
const COMPRESS_MIN_BYTES = 1024;

async function prepare(answer: CacheableAnswer): Promise<CachedAnswer> {
  const identity = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  if (identity.length < COMPRESS_MIN_BYTES) return { status: answer.status, contentType: answer.contentType, etag, identity };
  // Compressed once per write, so the best levels are affordable.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { status: answer.status, contentType: answer.contentType, etag, identity, br, gzip: gz };
}

const sizeOf = (entry: CachedAnswer) => entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

const DEFAULT_LIMITS = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

export function createPublicCache(
  events: EventBus,
  options: { limits?: { maxEntries: number; maxBytes: number }; metrics?: Pick<Metrics, 'publicCacheLookup'> } = {},
): PublicCache {
  const limits = options.limits ?? DEFAULT_LIMITS;
  // Map order is use order: the first key is the least recently used.
  const entries = new Map<string, { answer: CachedAnswer; dependsOn: readonly EventName[] }>();
  const inflight = new Map<string, Promise<CachedAnswer>>();
  const generation = new Map<EventName, number>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry.answer);
    entries.delete(key);
  };

  events.onAny((name) => {
    generation.set(name, (generation.get(name) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.dependsOn.includes(name)) drop(key);
    // A computation that started before this event may have read stale rows: let the next
    // request start afresh instead of joining it.
    inflight.clear();
  });

  function store(key: string, answer: CachedAnswer, dependsOn: readonly EventName[]) {
    drop(key);
    entries.set(key, { answer, dependsOn });
    bytes += sizeOf(answer);
    while (entries.size > limits.maxEntries || bytes > limits.maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  return {
    get(key, dependsOn, compute) {
      const hit = entries.get(key);
      options.metrics?.publicCacheLookup(hit !== undefined);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.answer);
      }
      const running = inflight.get(key);
      if (running) return running;
      const before = dependsOn.map((name) => generation.get(name) ?? 0);
      const work = compute()
        .then(async (computed) => ({ computed, answer: await prepare(computed) }))
        .then(({ computed, answer }) => {
          // Keep it only if nothing it depends on changed while it was computed.
          const fresh = dependsOn.every((name, i) => (generation.get(name) ?? 0) === before[i]);
          if (fresh && computed.keep !== false) store(key, answer, dependsOn);
          return answer;
        })
        .finally(() => {
          if (inflight.get(key) === work) inflight.delete(key);
        });
      inflight.set(key, work);
      return work;
    },
    clear() {
      entries.clear();
      inflight.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
