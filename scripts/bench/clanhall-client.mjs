// The flow scenarios' client of the Clanhall API: JSON calls timed on the client's clock, the
// administrator's session, and members made through the admin API and signed in. Each member
// has a client address of its own, sent as X-Forwarded-For (the server trusts its loopback
// proxy, docs/product/operating.md TRUST_PROXY): logins and payment attempts are limited per address
// (docs/product/accounts-and-sessions.md, docs/product/shop-and-payments.md), and a crowd of members behind one address is not what is measured.
// Calls go through node:http with kept-alive connections, not fetch: the client shares the
// machine's cores with the server and its database, and fetch spent about 1 ms of CPU per call
// here (measured in the checkout rush: 210 ms of the client's CPU for 200 checkouts, against
// 130 ms with node:http), time the server then did not have. It asks for compressed answers
// as a browser does.
import http from 'node:http';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';

/**
 * One connection per call in flight, kept for the next (a browser keeps its connections too).
 * An idle one is closed after IDLE_MS, before the server's 10 s keep-alive ends (app.ts
 * SERVER_TIMEOUTS): otherwise a call may go out on a socket the server is closing that moment
 * ("socket hang up", seen in the checkout rush on a loaded machine, when paying took longer
 * than that). Only idle sockets are closed so; a slow answer is waited for.
 */
const IDLE_MS = 5_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: IDLE_MS });

/** The administrator the flow servers are started with (servers.mjs). */
export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-pass', email: 'admin@bench.test' };

/** The answer's body as a stream of plain bytes, whichever encoding the server chose. */
function decoded(res) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  if (encoding === 'gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  return res;
}

function parsed(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { text: text.slice(0, 200) };
  }
}

/**
 * One JSON call. Resolves `{ status, body, ms }` whatever the status (the caller decides what
 * is a failure); `ms` runs from sending the request to the last byte of the answer.
 */
export function call(baseUrl, method, path, { body, token, address } = {}) {
  const payload = body !== undefined ? JSON.stringify(body) : undefined;
  const headers = {
    'accept-encoding': 'gzip, deflate, br',
    ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(address ? { 'x-forwarded-for': address } : {}),
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(new URL(path, baseUrl), { method, agent, headers }, (res) => {
      const chunks = [];
      const stream = decoded(res);
      stream.on('data', (chunk) => chunks.push(chunk));
      // pipe() does not pass the answer's own errors (a reset mid-body) on to the decompressor.
      res.on('error', reject);
      stream.on('error', reject);
      stream.on('end', () => {
        const ms = performance.now() - started;
        resolve({ status: res.statusCode, body: parsed(Buffer.concat(chunks).toString('utf8')), ms });
      });
    });
    // Says what failed (refused, reset, ...) and where.
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`, { cause: error })));
    req.end(payload);
  });
}

/** The call, which must answer `status`; its body. */
export async function expectStatus(status, baseUrl, method, path, options) {
  const res = await call(baseUrl, method, path, options);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)} (expected ${status})`);
  return res.body;
}

/** A client address per member number: 10.88.x.y, distinct for the first 62,500. */
export const addressOf = (n) => `10.88.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

export async function signInAdmin(baseUrl) {
  const { token } = await expectStatus(200, baseUrl, 'POST', '/api/auth/admin/login', {
    body: { username: BENCH_ADMIN.username, password: BENCH_ADMIN.password },
  });
  return token;
}

/** Runs `work(i)` for i < count with at most `concurrency` at once; the results in order. */
export async function inBatches(count, concurrency, work) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

// Account creation and login each hash a password (argon2id, apps/server's password.ts): a few
// at a time keep the server's thread pool busy without queueing hundreds of 19 MB hashes.
const SIGN_UP_CONCURRENCY = 8;

/**
 * `count` members made by the administrator and signed in at the member door, each from its
 * own address (`addressOf(firstAddress + i)`; calls that make different members give different
 * `firstAddress`es): `[{ id, username, token, address }]`. Set-up, not measured.
 */
export async function createMembers(baseUrl, adminToken, count, prefix, { firstAddress = 0, role = 'member' } = {}) {
  const password = 'bench-member-pass';
  return inBatches(count, SIGN_UP_CONCURRENCY, async (i) => {
    const username = `${prefix}_${i}`;
    const address = addressOf(firstAddress + i);
    const { user } = await expectStatus(201, baseUrl, 'POST', '/api/admin/users', {
      token: adminToken,
      body: { username, email: `${username}@bench.test`, password, role, status: 'active' },
    });
    const { token } = await expectStatus(200, baseUrl, 'POST', '/api/auth/member/login', {
      body: { username, password },
      address,
    });
    return { id: user.id, username, token, address };
  });
}
