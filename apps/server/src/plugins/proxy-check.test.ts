// The warning about a proxy that does not set X-Forwarded-For (plugins/proxy-check.ts): once per
// process, at the first request from loopback without it, only while TRUST_PROXY trusts loopback
// and not for the test and benchmark runs that exempt loopback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { PROXY_WITHOUT_FORWARDED_FOR } from './proxy-check.js';

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

/** The warnings the app logged about the proxy while answering the requests. */
async function proxyWarnings(
  env: Record<string, string>,
  requests: { url: string; remoteAddress?: string; forwardedFor?: string }[],
) {
  t = await buildTestApp(env);
  const warn = vi.spyOn(t.app.log, 'warn');
  for (const { url, remoteAddress, forwardedFor } of requests) {
    await t.app.inject({ method: 'GET', url, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  }
  return warn.mock.calls.filter(([message]) => message === PROXY_WITHOUT_FORWARDED_FOR).length;
}

describe('the proxy check', () => {
  it('warns once, at the first request from loopback without X-Forwarded-For', async () => {
    const requests = [
      { url: '/api/settings', forwardedFor: '203.0.113.9' },
      { url: '/api/settings', remoteAddress: '203.0.113.9' },
      { url: '/api/settings' },
      { url: '/api/shop/products', remoteAddress: '::1' },
    ];
    expect(await proxyWarnings({}, requests)).toBe(1);
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('counts %s as this machine', async (remoteAddress) => {
    expect(await proxyWarnings({}, [{ url: '/api/settings', remoteAddress }])).toBe(1);
  });

  it('says nothing for proxied requests, other machines, health probes and metrics scrapes', async () => {
    const requests = [
      { url: '/api/settings', forwardedFor: '203.0.113.9' },
      { url: '/api/settings', remoteAddress: '203.0.113.9' },
      { url: '/api/settings', remoteAddress: '::2' },
      { url: '/api/health' },
      { url: '/metrics' },
      { url: '/metrics?x=1' },
    ];
    expect(await proxyWarnings({}, requests)).toBe(0);
  });

  it.each([
    ['TRUST_PROXY=none', { TRUST_PROXY: 'none' }],
    ['TRUST_PROXY=10.0.0.0/8', { TRUST_PROXY: '10.0.0.0/8' }],
    ['RATE_LIMITS_LOOPBACK_EXEMPT=1', { RATE_LIMITS_LOOPBACK_EXEMPT: '1' }],
  ])('says nothing with %s', async (_label, env) => {
    expect(await proxyWarnings(env, [{ url: '/api/settings' }])).toBe(0);
  });
});
