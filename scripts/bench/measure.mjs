// One target's figures: a single probe request for the response itself (status, encoding,
// bytes as transferred), then autocannon for throughput and latency. `headers` are the
// target's own (a signed-in member's Authorization), sent with the browser's.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';

// What a browser sends: the probe reports the compressed size a browser would download.
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * One GET with the browser headers and `headers`. `bytes` counts the body as it came over the wire, i.e.
 * compressed, without HTTP framing or headers (`raw` is that body); `text` is the decoded body
 * for content checks.
 */
export function probe(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...BROWSER_HEADERS, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding] ?? ((b) => b);
        resolve({
          status: res.statusCode,
          encoding,
          contentType: res.headers['content-type'],
          bytes: raw.length,
          raw,
          text: decode(raw).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

// A request unanswered after this long counts as an error (a time-out), as a visitor would
// have given up; autocannon's default, stated so a change is deliberate.
const TIMEOUT_S = 10;

/**
 * autocannon appends every answer's body to a string (UTF-8 decoding it), which costs the
 * client more than the server on compressed or non-ASCII bodies: a bare Fastify sending one
 * 16 KB Brotli body from memory measured 3,089 req/s here against 8,987 for its 49 KB JSON
 * original. The client here keeps no bodies (the probe checks content once), so the figures
 * measure the server, with the answers a browser gets.
 */
const keepNoBodies = (client) => {
  client.pipelinedRequests.addBody = () => {};
};

function run(url, connections, duration, headers) {
  // autocannon's promise form; it never rejects for failed requests, it counts them.
  return autocannon({
    url,
    connections,
    duration,
    timeout: TIMEOUT_S,
    headers: { ...BROWSER_HEADERS, ...headers },
    setupClient: keepNoBodies,
  });
}

/**
 * Load on one URL: an unmeasured warm-up (JIT, caches, connection pools), then the measured
 * run. req/s is autocannon's mean of its per-second samples; latencies are whole milliseconds
 * (autocannon's histogram resolution) of 2xx answers only; errors include time-outs.
 * `settle()`, after each run, waits until the server has finished the requests autocannon
 * dropped at its end (quiet.mjs); `settledMs` is how long that took after the measured run.
 */
export async function load(url, { connections, duration, warmup }, { headers = {}, settle = async () => 0 } = {}) {
  if (warmup > 0) {
    await run(url, connections, warmup, headers);
    await settle();
  }
  const result = await run(url, connections, duration, headers);
  const settledMs = await settle();
  return {
    settledMs,
    reqPerSec: result.requests.mean,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    // Headers included; autocannon counts 2xx answers only.
    wireBytesPerResponse: result['2xx'] > 0 ? Math.round(result.throughput.total / result['2xx']) : null,
  };
}
