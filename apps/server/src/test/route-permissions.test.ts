// The permission walk (docs/product/accounts-and-sessions.md, docs/product/back-office.md): every route the router knows, not a hand-typed
// list, is checked against its gate. A protected route refuses a missing, foreign-scheme,
// forged or signed-out token with 401, a banned account with 403, a member on /api/admin/*
// with 403, and lets the right role through. A route without a gate must be listed in
// PUBLIC_ROUTES with the reason it needs none, so a new route cannot slip in unguarded.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { bearer, buildTestApp, createUser, type CreatedUser, type TestApp } from './build-test-app.js';
import { randomEmail, randomIp, randomUsername } from './factories.js';
import { pathWith, routeCatalog, type CatalogRoute } from './route-catalog.js';

// Records every route as it is registered (route-catalog.ts).
vi.mock('fastify', async (importOriginal) => (await import('./route-catalog.js')).recordRoutes(await importOriginal()));

interface Context {
  admin: CreatedUser;
  member: CreatedUser;
  postId: number;
}

interface PublicRoute {
  why: string;
  /** A well-formed anonymous request (a fresh one per call: register twice, twice a new name). */
  request: (c: Context) => InjectOptions;
  /** What it answers: never 401/403, since no token is needed. */
  status: number;
}

const loginAs = (user: CreatedUser): InjectOptions => ({ payload: { username: user.username, password: user.password } });

/** Every route that answers without a token, and why. A HEAD route follows its GET. */
const PUBLIC_ROUTES: Record<string, PublicRoute> = {
  'GET /api/health': { why: 'probed by load balancers and the deploy script', request: () => ({}), status: 200 },
  'GET /api/health/ready': { why: 'readiness, probed by load balancers before they send traffic', request: () => ({}), status: 200 },
  'GET /api/settings': { why: 'the public site name, footer and contact details', request: () => ({}), status: 200 },
  'GET /api/blog/posts': { why: 'the public blog', request: () => ({}), status: 200 },
  'GET /api/blog/cards': { why: 'the public blog and home page cards', request: () => ({}), status: 200 },
  'GET /api/blog/posts/:id': { why: 'a published post', request: (c) => ({ url: `/api/blog/posts/${c.postId}` }), status: 200 },
  'GET /api/shop/products': { why: 'the public shop (docs/product/accounts-and-sessions.md: shop browsing is public)', request: () => ({}), status: 200 },
  'GET /api/shop/categories': { why: "the public shop's category select", request: () => ({}), status: 200 },
  'POST /api/auth/register': {
    why: 'signing up',
    request: () => ({ payload: { username: randomUsername(), email: randomEmail(), password: 'secret-pass' } }),
    status: 201,
  },
  'POST /api/auth/admin/login': { why: 'signing in', request: (c) => loginAs(c.admin), status: 200 },
  'POST /api/auth/member/login': { why: 'signing in', request: (c) => loginAs(c.member), status: 200 },
  'POST /api/auth/forgot-password': {
    why: "'Forgot password?' (docs/product/accounts-and-sessions.md): the caller cannot sign in; 404 here, where no SMTP is set",
    request: () => ({ payload: { email: randomEmail() } }),
    status: 404,
  },
  'GET /api/auth/password-reset': {
    why: "whether the login screen offers 'Forgot password?' (docs/product/accounts-and-sessions.md): yes or no, nothing more",
    request: () => ({}),
    status: 200,
  },
  'POST /api/auth/reset-password': {
    why: 'the mailed link stands in for a token (docs/product/accounts-and-sessions.md); a made-up one is 400',
    request: () => ({ payload: { token: 'A'.repeat(32), newPassword: 'secret-pass' } }),
    status: 400,
  },
  'POST /api/admin/contact': {
    why: 'the contact form (docs/product/content.md: public despite the /api/admin prefix)',
    request: () => ({ payload: { name: 'Ann', email: randomEmail(), reason: 'Support', message: 'Hello' } }),
    status: 201,
  },
  'GET /api/membership/invitations/:token': {
    why: 'the register page asks what an invitation link is for (docs/product/membership.md#invitations): the link stands in for a token; a made-up one is 404',
    request: () => ({ url: `/api/membership/invitations/${'A'.repeat(32)}` }),
    status: 404,
  },
  'GET /api/membership/plans': { why: 'the plans /join offers to visitors (docs/product/membership.md#plans)', request: () => ({}), status: 200 },
  'GET /api/shop/payment-config': { why: 'which card field the checkout shows (docs/product/shop-and-payments.md)', request: () => ({}), status: 200 },
  'POST /api/shop/stripe-webhook': {
    why: "Stripe calls it; Stripe's signature on the body stands in for a token (404 without Stripe configured)",
    request: () => ({ payload: {} }),
    status: 404,
  },
  'GET /api/docs': { why: 'the OpenAPI description (docs/product/operating.md)', request: () => ({}), status: 200 },
  'GET /api/docs/json': { why: 'the OpenAPI description (docs/product/operating.md)', request: () => ({}), status: 200 },
  'GET /api/files/*': {
    why: 'private files are guarded by a signed URL instead of a token; unsigned is 404',
    request: () => ({ url: '/api/files/some-key' }),
    status: 404,
  },
  'GET /metrics': {
    why: 'Prometheus scrapes it: METRICS_TOKEN as a bearer token stands in for a session; without one, this machine only (plugins/metrics.test.ts)',
    request: () => ({ remoteAddress: '127.0.0.1' }),
    status: 200,
  },
  'GET /uploads/sized/:width/:name': {
    why: "narrower copies of stored public images, for srcsets (like /uploads)",
    request: () => ({ url: `/uploads/sized/480/${'0'.repeat(32)}.jpg` }),
    status: 404,
  },
  'GET /uploads/*': {
    why: 'stored public images (post covers, avatars)',
    request: () => ({ url: '/uploads/missing.png' }),
    status: 404,
  },
};

/** The classification key of a route: a HEAD route is Fastify's twin of its GET. */
const publicKey = (route: CatalogRoute) => (route.method === 'HEAD' ? `GET ${route.url}` : route.key);

/** An id no row has: the gate must answer before any lookup, and nothing is changed. */
const NO_SUCH_ID = 2_147_483_647;

/** A forged token: the member's, with its subject changed to the administrator's id. */
function forgedToken(member: CreatedUser, admin: CreatedUser): string {
  const [header, payload, signature] = member.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(admin.id) })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

describe('every route against its permission gate', () => {
  let t: TestApp;
  let c: Context;
  let routes: CatalogRoute[];
  let documented: string[];
  let banned: CreatedUser;
  let signedOut: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
    banned = await createUser(t.app, { status: 'banned' });
    signedOut = await createUser(t.app);
    await t.services.sessions.endAll(signedOut.id);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      headers: admin.auth,
      payload: { title: 'Permissions', content: 'A published post' },
    });
    expect(post.statusCode).toBe(201);
    c = { admin, member, postId: post.json().post.id };
    ({ routes, documented } = await routeCatalog(t.app));
  });
  afterAll(() => t.close());

  /** A request to the route with a sample id; a JSON body on POST/PUT, which the gate must ignore. */
  const send = (route: CatalogRoute, headers: Record<string, string> = {}, id: number = 1) =>
    t.app.inject({
      method: route.method as InjectOptions['method'],
      url: pathWith(route.url, id),
      headers,
      remoteAddress: randomIp(),
      ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
    });

  const gated = () => routes.filter((route) => route.gate !== 'none');

  /** A HEAD answer has no body; anything else is JSON `{ error }` with exactly that text. */
  function expectError(route: CatalogRoute, res: Awaited<ReturnType<typeof send>>, status: number, error: string, why: string) {
    const where = `${route.key} ${why}`;
    expect.soft(res.statusCode, where).toBe(status);
    if (route.method !== 'HEAD') expect.soft(res.body && res.json(), where).toEqual({ error });
  }

  it('reads the routes from the router and classifies every one', () => {
    expect(routes.map((route) => route.key)).toContain('GET /api/health');
    expect(gated().length).toBeGreaterThan(10);
    // The recorded list is the router's: each entry is a route Fastify answers.
    const unknown = routes.filter((r) => !t.app.hasRoute({ method: r.method as 'GET', url: r.url })).map((r) => r.key);
    expect(unknown, 'recorded routes the router does not have').toEqual([]);

    const unclassified = routes.filter((route) => route.gate === 'none' && !PUBLIC_ROUTES[publicKey(route)]).map((r) => r.key);
    expect(unclassified, 'routes without app.authenticate/app.requireAdmin: guard them or add them to PUBLIC_ROUTES').toEqual([]);
    const stale = Object.keys(PUBLIC_ROUTES).filter((key) => !routes.some((route) => route.key === key && route.gate === 'none'));
    expect(stale, 'PUBLIC_ROUTES entries that are no longer public routes').toEqual([]);

    // docs/product/back-office.md: every /api/admin/* call except the contact form needs an administrator.
    const looseAdmin = routes.filter(
      (r) => r.url.startsWith('/api/admin/') && r.gate !== 'admin' && !PUBLIC_ROUTES[publicKey(r)],
    );
    expect(
      looseAdmin.map((r) => r.key),
      '/api/admin routes without app.requireAdmin',
    ).toEqual([]);
  });

  it('documents every route in /api/docs with the security its gate enforces, and nothing else', () => {
    const visible = routes.filter((route) => !route.hidden && route.method !== 'HEAD');
    expect(
      visible.filter((route) => !route.operation).map((r) => r.key),
      'routes missing from /api/docs',
    ).toEqual([]);
    const wrongSecurity = visible
      .filter((route) => route.operation && Boolean(route.operation.security?.length) !== (route.gate !== 'none'))
      .map((route) => `${route.key} (gate ${route.gate}, security ${JSON.stringify(route.operation!.security)})`);
    expect(wrongSecurity, 'documented security differs from the route gate').toEqual([]);
    const phantom = documented.filter((key) => !routes.some((route) => route.key === key));
    expect(phantom, '/api/docs operations the router does not have').toEqual([]);
  });

  it('answers 401 Authentication required without a token or with another scheme', async () => {
    for (const route of gated()) {
      expectError(route, await send(route), 401, SERVER_ERRORS.authRequired, 'without a token');
      const basic = await send(route, {
        authorization: `Basic ${Buffer.from(`${c.admin.username}:${c.admin.password}`).toString('base64')}`,
      });
      expectError(route, basic, 401, SERVER_ERRORS.authRequired, 'with Basic credentials');
    }
  });

  it('answers 401 Invalid or expired token to garbage, forged, re-signed and signed-out tokens', async () => {
    const [header, payload] = c.admin.token.split('.');
    const tokens = {
      garbage: 'not-a-jwt',
      'forged subject': forgedToken(c.member, c.admin),
      'wrong signature': `${header}.${payload}.${'A'.repeat(43)}`,
      'unsigned (alg none)': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
      'signed out': signedOut.token,
    };
    for (const route of gated()) {
      for (const [kind, token] of Object.entries(tokens)) {
        expectError(route, await send(route, bearer(token)), 401, SERVER_ERRORS.invalidToken, `with a ${kind} token`);
      }
    }
  });

  it('answers 403 Account disabled to a banned account on every protected route but logout', async () => {
    for (const route of gated().filter((r) => r.gate !== 'session')) {
      expectError(route, await send(route, banned.auth), 403, SERVER_ERRORS.accountDisabled, 'banned');
    }
    // Logout ends the session a banned member's page still holds.
    for (const route of gated().filter((r) => r.gate === 'session')) {
      const member = await createUser(t.app, { status: 'banned' });
      expect((await send(route, member.auth)).statusCode, route.key).toBeLessThan(400);
    }
  });

  it("answers 403 Administrator access required to a member's token on every administrator route", async () => {
    const adminRoutes = gated().filter((route) => route.gate === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes)
      expectError(route, await send(route, c.member.auth), 403, SERVER_ERRORS.adminOnly, 'as a member');
  });

  it('lets the right role through the gate (whatever the route then answers)', async () => {
    for (const route of gated()) {
      // A fresh account each time: logout and logout-all end the caller's sessions.
      const user = await createUser(t.app, { role: route.gate === 'admin' ? 'admin' : 'member' });
      const res = await send(route, user.auth, NO_SUCH_ID);
      expect.soft([401, 403], `${route.key} as ${user.role}: ${res.body}`).not.toContain(res.statusCode);
      expect.soft(res.statusCode, `${route.key} as ${user.role}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('answers the public routes without a token, and the same with a bad token', async () => {
    // An unlisted public route fails the classification test above; it has no sample request.
    for (const route of routes.filter((r) => r.gate === 'none' && PUBLIC_ROUTES[publicKey(r)])) {
      const spec = PUBLIC_ROUTES[publicKey(route)]!;
      for (const headers of [{}, bearer('not-a-jwt'), bearer(forgedToken(c.member, c.admin))]) {
        const request = spec.request(c);
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: pathWith(route.url, 1),
          remoteAddress: randomIp(),
          ...request,
          headers: { ...request.headers, ...headers },
        });
        const where = `${route.key} (${spec.why}) with ${JSON.stringify(headers)}: ${res.body.slice(0, 200)}`;
        expect.soft([401, 403], where).not.toContain(res.statusCode);
        expect.soft(res.statusCode, where).toBe(spec.status);
      }
    }
  });
});
