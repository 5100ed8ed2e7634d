// docs/product/operating.md: bad input never produces a 500, a stack trace or a partial write, every
// error is JSON { error }, and JSON bodies are taken as typed. Thousands of generated bad requests go to every route the router
// knows (route-catalog.ts), as an anonymous caller, a member and an administrator. The PRNG
// seed is printed; FUZZ_SEED=<seed> replays a run exactly.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from './build-test-app.js';
import { randomEmail, randomIp, randomUsername } from './factories.js';
import { routeCatalog, type CatalogRoute } from './route-catalog.js';
import {
  UNTYPED_VALUES,
  badRequest,
  bodyWithNul,
  bodyWithTypedValue,
  seededRng,
  stringFields,
  typedFields,
  type Target,
} from './bad-requests.js';

// Records every route as it is registered (route-catalog.ts).
vi.mock('fastify', async (importOriginal) => (await import('./route-catalog.js')).recordRoutes(await importOriginal()));

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
/** Requests per route and caller: about 4 000 in all. */
const PER_ROUTE_AND_CALLER = 45;
/** Requests in flight at once: enough to overlap database waits, few enough for 2 shared cores. */
const BATCH = 8;

/** Path ids no row can have: not numbers, out of range, encoded, far too long. */
// prettier-ignore
const IMPOSSIBLE_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '2147483648', '%00', '..%2f', 'NaN', "1'", '__proto__', '%F0%9F%98%80', '9'.repeat(5000)];
/** Malformed percent-encoding cannot even be decoded: a 400 is as right as a 404 there. */
const UNDECODABLE_IDS = ['%', '%zz', '%E0%A4%A'];
/** An id no row has. */
const NO_SUCH_ID = 2_147_483_647;

type Caller = 'anonymous' | 'member' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'member', 'admin'];

/** Whether an error message names the field: as written, in words (stock quantity), or as its path prefix. */
function namesField(error: string, field: string): boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [field, field.replace(/_/g, ' ')].some((name) => new RegExp(`(^|\\W)${escape(name)}(\\W|$)`, 'i').test(error));
}

/** The body as text, undone from any compression the caller's Accept-Encoding asked for. */
function bodyText(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString();
    case 'gzip':
      return gunzipSync(raw).toString();
    case 'deflate':
      return inflateSync(raw).toString();
    default:
      return raw.toString();
  }
}

/** What is wrong with an answer to bad input, or undefined when it is right. */
function problemWith(method: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return 'a 5xx';
  if (res.statusCode < 400 || method === 'HEAD') return undefined;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `not JSON (${res.headers['content-type']})`;
  let body: unknown;
  try {
    body = JSON.parse(bodyText(res));
  } catch {
    return 'unparsable JSON';
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'string' || error === '') return 'no string error field';
  if (Object.keys(body as object).length !== 1) return 'fields besides error';
  return undefined;
}

describe('malformed input on every route', () => {
  let t: TestApp;
  let routes: CatalogRoute[];
  let admin: CreatedUser;
  let member: CreatedUser;
  /** Rows the routes with a path id can act on, so a valid-looking body reaches the handler. */
  let targets: { user: number; post: number; message: number };
  /** The member's password hash, shared by the per-route accounts (see accountFor). */
  let passwordHash: string;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
    const victim = await createUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: admin.auth,
      payload: { title: 'Fuzz target', content: 'Text' },
    });
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact',
      remoteAddress: randomIp(),
      payload: { name: 'Ann', email: randomEmail(), reason: 'Other', message: 'Hi' },
    });
    targets = { user: victim.id, post: post.json().post.id, message: message.json().id };
    // Read now: odd spellings of an id (+1, 0x10, 1e3) may delete any account later on.
    ({ password_hash: passwordHash } = await t.services.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow());
    ({ routes } = await routeCatalog(t.app));
    console.log(`malformed-input: seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
  });
  afterAll(() => t.close());

  /** Every table's rows, to show that refused requests wrote nothing. */
  async function snapshot(): Promise<string> {
    const tables = await t.services.db.kysely.introspection.getTables();
    const dump: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = await t.services.db.kysely
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      dump[table.name] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return JSON.stringify(dump);
  }

  const tokenFor = (route: CatalogRoute) => (route.gate === 'admin' ? admin : route.gate === 'account' || route.gate === 'session' ? member : undefined);

  it('refuses NUL in any text field of any body with 400 naming the field, and writes nothing', async () => {
    const rng = seededRng(SEED);
    const before = await snapshot();
    let checked = 0;
    for (const route of routes.filter((r) => r.body)) {
      for (const field of stringFields(route.body!)) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:\w+/g, '1'),
          headers: { 'content-type': 'application/json', ...tokenFor(route)?.auth },
          remoteAddress: randomIp(),
          payload: bodyWithNul(route.body!, field, rng),
        });
        expect.soft(res.statusCode, `${route.key} ${field}`).toBe(400);
        expect.soft(res.json(), `${route.key} ${field}`).toEqual({ error: `${field}: ${SERVER_ERRORS.nulCharacter}` });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(await snapshot()).toBe(before);
  });

  it('refuses text, lists, booleans and null in every number field and anything but true/false in every boolean field: 400 naming the field, nothing written', async () => {
    const rng = seededRng(SEED);
    const before = await snapshot();
    const wrong: string[] = [];
    const checkedRoutes = new Set<string>();
    for (const route of routes.filter((r) => r.body)) {
      for (const field of typedFields(route.body!)) {
        const name = field.path.join('.');
        for (const value of UNTYPED_VALUES[field.type].filter((v) => !(v === 'null' && field.nullable))) {
          const res = await t.app.inject({
            method: route.method as InjectOptions['method'],
            url: route.url.replace(/:\w+/g, '1'),
            headers: { 'content-type': 'application/json', ...tokenFor(route)?.auth },
            remoteAddress: randomIp(),
            payload: bodyWithTypedValue(route.body!, field, value, rng),
          });
          const error: unknown = res.json().error;
          if (res.statusCode !== 400 || typeof error !== 'string' || !namesField(error, name)) {
            wrong.push(`${route.key} ${name}=${value} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
        checkedRoutes.add(route.key);
      }
    }
    expect(wrong).toEqual([]);
    // The calls of the security review (issue 23) among them: a friend request, a cart line, a payment.
    expect([...checkedRoutes]).toEqual(
      expect.arrayContaining([
        'POST /api/chat/request',
        'PUT /api/shop/cart/update',
        'POST /api/shop/create-payment-intent',
        'POST /api/shop/checkout',
      ]),
    );
    expect(checkedRoutes.size).toBeGreaterThan(15);
    expect(await snapshot()).toBe(before);
  });

  it('refuses the title a\\u0000b of a new post with 400 and stores no post', async () => {
    const count = async () => (await t.services.db.kysely.selectFrom('blog_posts').select('id').execute()).length;
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: admin.auth,
      payload: { title: 'a\u0000b', content: 'Body' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'title: Text must not contain NUL characters' });
    expect(await count()).toBe(before);
  });

  it('answers a path id that cannot exist with 404 { error }, whatever its spelling', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.url.includes('/:') && r.method !== 'HEAD')) {
      for (const id of [...IMPOSSIBLE_IDS, ...UNDECODABLE_IDS]) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:\w+/, id),
          headers: tokenFor(route)?.auth ?? {},
          remoteAddress: randomIp(),
          ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        const statusOk = res.statusCode === 404 || (res.statusCode === 400 && UNDECODABLE_IDS.includes(id));
        const problem = problemWith(route.method, res);
        if (!statusOk || problem) {
          const shown = id.length > 20 ? `${id.slice(0, 5)}…(${id.length} chars)` : id;
          wrong.push(
            `${route.method} ${route.url.replace(/:\w+/, shown)} → ${res.statusCode} ${res.body.slice(0, 120)}${problem ? ` (${problem})` : ''}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /**
   * A fresh account of the role for one route's requests: a lucky logout or logout-all then
   * ends only that route's sessions. Inserted with the member's password hash, since hashing
   * anew for every route would cost more than the requests.
   */
  async function accountFor(role: 'member' | 'admin'): Promise<string> {
    const { kysely } = t.services.db;
    const now = new Date().toISOString();
    const row = await kysely
      .insertInto('users')
      .values({
        username: randomUsername('fz'),
        email: randomEmail(),
        password_hash: passwordHash,
        role,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return t.services.sessions.issue(row);
  }

  it('answers thousands of malformed requests below 500, every error as JSON { error }', { timeout: 180_000 }, async () => {
    const rng = seededRng(SEED);
    const failures = new Map<string, string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = Date.now();
    for (const route of routes) {
      const tokens: Record<Caller, string | undefined> = {
        anonymous: undefined,
        member: await accountFor('member'),
        admin: await accountFor('admin'),
      };
      const perCaller = route.method === 'HEAD' ? 3 : PER_ROUTE_AND_CALLER;
      const requests = CALLERS.flatMap((caller) =>
        Array.from({ length: perCaller }, () => ({ caller, request: badRequest(route, rng, targetFor(route, tokens[caller])) })),
      );
      for (let i = 0; i < requests.length; i += BATCH) {
        await Promise.all(
          requests.slice(i, i + BATCH).map(async ({ caller, request }) => {
            const token = tokens[caller];
            const res = await t.app.inject({
              method: request.method as InjectOptions['method'],
              url: request.url,
              headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
              payload: request.payload,
              remoteAddress: randomIp(),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const problem = problemWith(request.method, res);
            // One example per route, generator and answer: the report stays readable.
            const key = `${route.key} ${request.kind} → ${res.statusCode} ${problem}`;
            if (problem && !failures.has(key)) {
              const body = res.statusCode >= 400 ? bodyText(res).slice(0, 160) : '';
              failures.set(
                key,
                `${problem}: ${caller} ${request.method} ${request.url.slice(0, 120)} [${request.kind} ${request.detail}] → ${res.statusCode} ${body}`,
              );
            }
          }),
        );
      }
      sent += requests.length;
    }
    console.log(
      `malformed-input: ${sent} requests in ${Date.now() - started} ms (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(sent).toBeGreaterThan(3000);
    expect([...failures.values()], `seed ${SEED}`).toEqual([]);
  });

  /**
   * The row a route's path id names: the victim account, the post or the message made above;
   * an id no row has elsewhere. Deleting is always aimed at nothing, so the rows stay for the
   * other routes.
   */
  function targetFor(route: CatalogRoute, token: string | undefined): Target {
    if (route.method === 'DELETE') return { id: NO_SUCH_ID, token };
    if (route.url.includes('/users/')) return { id: targets.user, token };
    if (/\/blog-posts\/|\/blog\/posts\//.test(route.url)) return { id: targets.post, token };
    if (route.url.includes('/contact-messages/')) return { id: targets.message, token };
    return { id: NO_SUCH_ID, token };
  }
});
