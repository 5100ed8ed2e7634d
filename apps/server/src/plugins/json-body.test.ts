import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
