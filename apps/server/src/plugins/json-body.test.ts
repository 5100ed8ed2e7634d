import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@clanhall/shared';
import { inspectBody, MAX_BODY_DEPTH } from './json-body.js';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../test/build-test-app.js';

describe('JSON bodies', () => {
  let t: TestApp;
  let admin: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('an empty body with Content-Type: application/json is no body, not malformed JSON', async () => {
    const member = await createUser(t.app, { role: 'member' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.id}`,
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it.each(['q=a%00b', 'q=%00', 'limit=5&q=x%00'])('refuses a NUL in the query (%s) with 400 naming the field', async (query) => {
    const member = await createUser(t.app, { role: 'member' });
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/all-users?${query}`, headers: member.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `q: ${SERVER_ERRORS.nulCharacter}` });
  });

  it('a route that needs a body still answers 400 when it is empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it.each([
    ['arrays', (d: number) => `{"faq":${'['.repeat(d)}${']'.repeat(d)}}`],
    ['objects', (d: number) => `{"faq":${'{"a":'.repeat(d)}1${'}'.repeat(d)}}`],
  ])('refuses %s nested deeper than %s levels with 400 at any depth, and takes 32', async (_kind, nest) => {
    for (const depth of [40, 5_000, 100_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/settings',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: nest(depth),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `Request body: ${SERVER_ERRORS.nestedTooDeeply}` });
    }
    expect(inspectBody(JSON.parse(nest(MAX_BODY_DEPTH - 1)))).toBeUndefined();
  });

  it('finds a NUL character anywhere in the body, without recursion', () => {
    expect(inspectBody({ a: [{ b: 'x\u0000' }] })).toEqual({ nul: 'a.0.b' });
    expect(inspectBody('\u0000')).toEqual({ nul: '' });
    expect(inspectBody({ fine: ['text', 1, null] })).toBeUndefined();
  });
});
