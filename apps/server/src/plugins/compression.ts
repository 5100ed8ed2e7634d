// Compression of dynamic answers (JSON, HTML) on their way out. Built assets are compressed
// once at build time (apps/web/vite.config.ts) and public answers once in the public cache
// (services/public-cache.ts); both arrive here with their Content-Encoding set and pass as
// they are. The rest is compressed in one call on the whole body: a page of 50 messages took
// about half the request's time through a stream per response (@fastify/compress: a zlib
// stream, its callbacks and flush for every answer), and a single call costs a fraction of it.
// Bodies up to SYNC_MAX_BYTES are compressed in place (well under a millisecond); larger ones
// on the thread pool, so a big export does not hold every other request up.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** false: the answer is compressed already, or too small to be worth a look (public answers, health). */
    compress?: false;
  }
}

/** Smaller answers are sent as they are: the headers would cost more than compression saves. */
export const COMPRESS_MIN_BYTES = 1024;
const SYNC_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
// Quality 3: on a page of 50 messages (13 KB of JSON) it took about 60 µs for 553 bytes, where
// quality 5 took about 110 µs for 532 (and gzip 6 about 65 µs for 848): a tenth of the request's
// CPU saved for 4% more bytes.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
// A body compressed in place fits a 64 KB window (2^16), so the encoder need not set up its
// default 4 MB one: 44 -> 31 µs on that page of messages, the same bytes.
const BROTLI_IN_PLACE = { params: { ...BROTLI.params, [constants.BROTLI_PARAM_LGWIN]: 16 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client's preferred of br and gzip (a q=0 refuses one), or none. */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const text = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) reply.header('vary', text ? `${text}, Accept-Encoding` : 'Accept-Encoding');
}

const compressAnswer: onSendHookHandler = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_MIN_BYTES) return payload;
  addVary(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const small = body.length <= SYNC_MAX_BYTES;
  const compressed =
    encoding === 'br'
      ? small
        ? brotliCompressSync(body, BROTLI_IN_PLACE)
        : await brotliAsync(body, BROTLI)
      : small
        ? gzipSync(body, GZIP)
        : await gzipAsync(body, GZIP);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
};

export default fp(async function compressionPlugin(app: FastifyInstance) {
  // Added to each route as it is registered, so a route marked compress: false has no hook at all.
  app.addHook('onRoute', (route) => {
    if ((route as { compress?: false }).compress === false) return;
    const existing = route.onSend;
    route.onSend = existing === undefined ? [compressAnswer] : [...(Array.isArray(existing) ? existing : [existing]), compressAnswer];
  });
});
