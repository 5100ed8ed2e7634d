// Security headers on every answer (docs/product/operating.md, security-headers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** An API answer is data: nosniff, no framing, no referrer, and a policy that forbids everything. */
  function expectHardened(headers: Record<string, unknown>) {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  }

  it('give pages the full policy: scripts and styles from this origin only, no framing, no plugins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/images/none.png' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('are on successful API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectHardened(res.headers);
  });

  it('are on error answers too (401, 400, 404)', async () => {
    expectHardened((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).headers);
    expectHardened((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} })).headers);
    expectHardened((await t.app.inject({ method: 'GET', url: '/api/nope' })).headers);
  });

  it('are on signed-in answers', async () => {
    const user = await createUser(t.app);
    expectHardened((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth })).headers);
  });

  it('do not turn on HSTS for the plain-http default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
