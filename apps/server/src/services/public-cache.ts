// Answers that are the same for every guest (the posts list and a post, the settings, the
// server-rendered pages) are computed once, compressed once, and served from memory until an
// event they depend on says they are stale (docs/product/operating.md: a write is visible at once, in
// every process: events cross processes over the cluster transport).
//
// Only what exists is kept (docs/product/content.md): an answer other than a 200, or one its computer
// marks keep: false (a page for an unknown post, a list page past the end), is served once,
// compressed at the fast levels, and forgotten. Bounded by entries and bytes as a segmented
// LRU: a new answer enters the probation segment; asked for again, it moves to the protected
// one (at most PROTECTED_SHARE of the bounds) and is compressed at the best levels. So a
// stranger's stream of one-off addresses only ever pushes out other one-off answers, never
// the pages people read (docs/decisions/024).
import type { EventBus, EventName } from './events.js';
import type { Metrics } from './metrics.js';
import { BEST_LEVELS, FAST_LEVELS, prepareAnswer, recompressAnswer } from './public-cache-compression.js';
import { CacheSegment, type CacheEntry, type SegmentLimits } from './public-cache-segment.js';

export interface CacheableAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** False: serve this answer but do not keep it (a page whose rendering failed, a 404 page). */
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
  /** Whether an answer is kept for `key` (tests, metrics). */
  has(key: string): boolean;
  /** How many answers are kept. */
  readonly size: number;
}

const DEFAULT_LIMITS: SegmentLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };
/** The share of the bounds that answers asked for more than once may hold. */
const PROTECTED_SHARE = 0.8;

export function createPublicCache(
  events: EventBus,
  options: { limits?: SegmentLimits; metrics?: Pick<Metrics, 'publicCacheLookup'> } = {},
): PublicCache {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const protectedLimits = {
    maxEntries: Math.floor(limits.maxEntries * PROTECTED_SHARE),
    maxBytes: Math.floor(limits.maxBytes * PROTECTED_SHARE),
  };
  const probation = new CacheSegment();
  const protectedSegment = new CacheSegment();
  const inflight = new Map<string, Promise<CachedAnswer>>();
  const generation = new Map<EventName, number>();

  events.onAny((name) => {
    generation.set(name, (generation.get(name) ?? 0) + 1);
    for (const segment of [probation, protectedSegment])
      for (const [key, entry] of segment.entries) if (entry.dependsOn.includes(name)) segment.remove(key);
    // A computation that started before this event may have read stale rows: let the next
    // request start afresh instead of joining it.
    inflight.clear();
  });

  const overLimits = () =>
    probation.entries.size + protectedSegment.entries.size > limits.maxEntries ||
    probation.bytes + protectedSegment.bytes > limits.maxBytes;

  /** Back within bounds: the protected segment's oldest go back on probation, probation's oldest go. */
  function evict() {
    while (protectedSegment.exceeds(protectedLimits)) {
      const [key, entry] = protectedSegment.takeOldest()!;
      probation.add(key, entry);
    }
    while (overLimits()) if (!probation.takeOldest()) break;
  }

  /** A second request for an answer on probation: it is read, so keep it protected, compressed at the best levels. */
  function promote(key: string, entry: CacheEntry): Promise<CachedAnswer> {
    entry.upgrading ??= (entry.best ? Promise.resolve(entry.answer) : recompressAnswer(entry.answer, BEST_LEVELS))
      // Should compressing fail, the fast encodings still serve.
      .catch(() => entry.answer)
      .then((answer) => {
        // Evicted or made stale meanwhile: serve it, keep nothing.
        if (probation.get(key) !== entry) return answer;
        probation.remove(key);
        protectedSegment.add(key, { answer, dependsOn: entry.dependsOn, best: true });
        evict();
        return answer;
      });
    return entry.upgrading;
  }

  function compute(key: string, dependsOn: readonly EventName[], computeAnswer: () => Promise<CacheableAnswer>) {
    const before = dependsOn.map((name) => generation.get(name) ?? 0);
    const work = computeAnswer()
      .then(async (computed) => {
        const answer = await prepareAnswer(computed, FAST_LEVELS);
        // Keep it only if it exists and nothing it depends on changed while it was computed.
        const fresh = dependsOn.every((name, i) => (generation.get(name) ?? 0) === before[i]);
        if (fresh && computed.status === 200 && computed.keep !== false) {
          probation.add(key, { answer, dependsOn, best: false });
          evict();
        }
        return answer;
      })
      .finally(() => {
        if (inflight.get(key) === work) inflight.delete(key);
      });
    inflight.set(key, work);
    return work;
  }

  return {
    get(key, dependsOn, computeAnswer) {
      const kept = protectedSegment.get(key);
      const onProbation = kept ? undefined : probation.get(key);
      options.metrics?.publicCacheLookup(kept !== undefined || onProbation !== undefined);
      if (kept) {
        protectedSegment.add(key, kept);
        return Promise.resolve(kept.answer);
      }
      if (onProbation) return promote(key, onProbation);
      return inflight.get(key) ?? compute(key, dependsOn, computeAnswer);
    },
    clear() {
      probation.clear();
      protectedSegment.clear();
      inflight.clear();
    },
    has(key) {
      return protectedSegment.get(key) !== undefined || probation.get(key) !== undefined;
    },
    get size() {
      return probation.entries.size + protectedSegment.entries.size;
    },
  };
}
