// One segment of the public cache (services/public-cache.ts): its entries in use order (the
// first key is the least recently used) and the bytes they hold.
import type { EventName } from './events.js';
import type { CachedAnswer } from './public-cache.js';
import { answerBytes } from './public-cache-compression.js';

export interface CacheEntry {
  answer: CachedAnswer;
  dependsOn: readonly EventName[];
  /** Compressed at the best levels already (it was asked for again once). */
  best: boolean;
  /** Its compression at the best levels, when a second request has started it. */
  upgrading?: Promise<CachedAnswer>;
}

export interface SegmentLimits {
  maxEntries: number;
  maxBytes: number;
}

export class CacheSegment {
  readonly entries = new Map<string, CacheEntry>();
  bytes = 0;

  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  /** Adds `entry` (or moves it) as the most recently used. */
  add(key: string, entry: CacheEntry) {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += answerBytes(entry.answer);
  }

  remove(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= answerBytes(entry.answer);
    return entry;
  }

  /** Removes and returns the least recently used entry. */
  takeOldest(): [string, CacheEntry] | undefined {
    const key = this.entries.keys().next().value;
    if (key === undefined) return undefined;
    return [key, this.remove(key)!];
  }

  exceeds(limits: SegmentLimits): boolean {
    return this.entries.size > limits.maxEntries || this.bytes > limits.maxBytes;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
