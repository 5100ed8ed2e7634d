// Serving an answer from the public cache (services/public-cache.ts): the right encoding for
// the client (compressed once, not per request), a validator (ETag) and 304 for a client that
// already holds it, and Cache-Control that makes browsers ask again each time, so a write is
// seen at once (docs/product/operating.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { EventName } from '../services/events.js';
import type { CachedAnswer, PublicCache } from '../services/public-cache.js';

function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || !header.includes(encoding)) return false;
  // The common case ('gzip, deflate, br, zstd') has no weights: no need to parse it.
  if (!header.includes('q=')) return true;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  // Weak comparison (RFC 9110 §13.1.2): W/ and the quotes aside, the tags are equal.
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Route options of a cached public read: the answer is compressed already, so the
 * compression plugin's per-request hook is left off.
 */
export const PUBLIC_ANSWER = { compress: false } as const;

export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, vary = 'Accept-Encoding') {
  reply.header('ETag', answer.etag).header('Vary', vary);
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
  if (answer.status === 200 && matches(request, answer.etag)) return reply.status(304).send();
  let body = answer.identity;
  if (answer.br && accepts(request, 'br')) {
    body = answer.br;
    reply.header('Content-Encoding', 'br');
  } else if (answer.gzip && accepts(request, 'gzip')) {
    body = answer.gzip;
    reply.header('Content-Encoding', 'gzip');
  }
  return reply.status(answer.status).type(answer.contentType).send(body);
}

/**
 * A public JSON read served from the cache: computed (and serialised through its response
 * schema, so no unlisted field leaks) once until one of `dependsOn` happens. Errors are not
 * kept: a 404 is asked again next time. `key` is built from the parsed query (limit capped,
 * defaults filled in, unknown parameters dropped), so spellings of one read share one entry.
 * `exists` says whether the answer shows something that exists (docs/product/content.md); one that does
 * not (a page past the end of a list) is served but not kept.
 */
export async function replyPublicJson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublicCache,
  options: {
    key: string;
    dependsOn: readonly EventName[];
    schema: ZodType<T>;
    compute: () => Promise<T>;
    exists?: (answer: T) => boolean | Promise<boolean>;
    /**
     * The answer differs by who asks (a members post's content, docs/product/membership.md):
     * `Vary: Authorization`, so no cache between here and the reader hands one reader's version
     * to another.
     */
    varyOnAuthorization?: boolean;
  },
) {
  const answer = await cache.get(options.key, options.dependsOn, async () => {
    const value = options.schema.parse(await options.compute());
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(value),
      keep: (await options.exists?.(value)) ?? true,
    };
  });
  return sendCached(request, reply, answer, options.varyOnAuthorization ? 'Accept-Encoding, Authorization' : undefined);
}

/** Whether a list page shows anything: the first page always does, an empty one past the end does not. */
export const pageExists = (offset: number, items: readonly unknown[]) => offset === 0 || items.length > 0;
