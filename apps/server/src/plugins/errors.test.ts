// The error format of docs/product/operating.md: { error } with the right status; bad input is never a
// 500 or a stack trace.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SERVER_ERRORS } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';
import { randomEmail, randomUsername } from '../test/factories.js';
import { badRequest, conflict } from '../lib/http-error.js';
import errorsPlugin from './errors.js';

describe('the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 { error }', async () => {
    for (const payload of ['{', '{"username": }', "{'a': 1}", 'undefined']) {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: SERVER_ERRORS.malformedJson });
    }
  });

  it.each(['null', '[]', '"text"', '42', 'true'])('answers the JSON body %s with 400, not 500', async (payload) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses prototype poisoning with 400, even in an otherwise valid body', async () => {
    const username = randomUsername();
    const body = `{"username":"${username}","email":"${randomEmail()}","password":"secret-pass","__proto__":{"isAdmin":true}}`;
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.malformedJson });
    const created = await t.services.db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    expect(created).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('accepts a JSON body up to 12 MB on a route that takes images and answers a larger one with 413 { error }', async () => {
    const user = await createUser(t.app);
    // Just under the limit: parsed, then refused by validation (the name is far too long).
    const fits = JSON.stringify({ first_name: 'x'.repeat(LIMITS.imageBodyBytes - 100) });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: fits,
    });
    expect(ok.statusCode).toBe(400);
    expect(ok.json().error).toMatch(/first_name/);
    const tooBig = JSON.stringify({ avatar_url: 'data:image/png;base64,' + 'A'.repeat(LIMITS.imageBodyBytes) });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: tooBig,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.bodyTooLarge });
  });

  it('keeps other routes to a small body: a larger one is 413 before it is parsed', async () => {
    const big = JSON.stringify({ name: 'x', email: 'a@b.c', reason: 'Other', message: 'y'.repeat(LIMITS.jsonBodyBytes) });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/contact', headers: { 'content-type': 'application/json' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.bodyTooLarge });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/member/login', headers: { 'content-type': 'application/json' }, payload: big });
    expect(login.statusCode).toBe(413);
  });

  it('answers unknown API routes and methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/auth/nothing-here'],
      ['DELETE', '/api/auth/profile'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Route not found' });
    }
  });

  it.each(['application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png'])(
    'answers a %s body on a JSON route with 415 or 400 { error }, never 500',
    async (contentType) => {
      const res = await post('/api/auth/register', 'username=abc&password=secret', contentType);
      expect([400, 415]).toContain(res.statusCode);
      expect(res.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('answers an unsupported content type with 415 Unsupported content type', async () => {
    const res = await post('/api/auth/member/login', '<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.unsupportedMediaType });
  });

  it('answers a text/plain body with 400 naming the body', async () => {
    const res = await post('/api/auth/register', 'hello', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/body/i);
  });

  it.each([
    ['username', { username: 'x'.repeat(10_000) }],
    ['username', { username: 12345 }],
    ['email', { email: `${'x'.repeat(300)}@example.test` }],
    ['email', { email: ['a@example.test'] }],
    ['password', { password: 'p'.repeat(LIMITS.passwordMax + 1) }],
    ['password', { password: { toString: 'x' } }],
  ])('hostile %s values are 400, not 500', async (field, override) => {
    const body = { username: randomUsername(), email: randomEmail(), password: 'secret-pass', ...override };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.toLowerCase()).toContain(field);
  });

  it('never answers with a stack trace', async () => {
    const res = await post('/api/auth/register', '{"a":');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(Object.keys(res.json())).toEqual(['error']);
  });
});

describe('errorsPlugin on its own', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/http-error', async () => {
      throw conflict('Already used');
    });
    r.get('/bad-request', async () => {
      throw badRequest('title: Title is required');
    });
    r.get('/crash', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    r.get('/client-error', async () => {
      throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
    });
    r.get('/rate', async () => {
      throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
    });
    r.get(
      '/bad-response',
      { schema: { response: { 200: z.object({ id: z.number() }) } } },
      async () => ({ id: 'nope' }) as never,
    );
    r.post(
      '/validated',
      { schema: { body: z.object({ post_title: z.string({ message: 'Title is required' }) }) } },
      async () => ({ ok: true }),
    );
    r.get('/query', { schema: { querystring: z.object({ limit: z.coerce.number().int() }) } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends an HttpError with its status and message', async () => {
    const res = await app.inject('/http-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Already used' });
    expect((await app.inject('/bad-request')).json()).toEqual({ error: 'title: Title is required' });
  });

  it('hides an unexpected error behind a 500 with a readable message', async () => {
    const res = await app.inject('/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.internal });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('keeps other 4xx statuses and answers 429 with the rate-limit text', async () => {
    const res = await app.inject('/client-error');
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ error: 'I am a teapot' });
    const rate = await app.inject('/rate');
    expect(rate.statusCode).toBe(429);
    expect(rate.json()).toEqual({ error: SERVER_ERRORS.tooManyRequests });
  });

  it('answers a response that does not match its schema with 500, without leaking it', async () => {
    const res = await app.inject('/bad-response');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: SERVER_ERRORS.internal });
  });

  it('names the field of a validation error', async () => {
    const body = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toMatch(/post_title|title/i);
    const query = await app.inject('/query?limit=abc');
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toMatch(/limit/);
  });
});
