// GET /metrics (plugins/metrics.ts): who may read it, and that what it reports follows what the
// process did (requests by route pattern, the public cache, mail, failed jobs, connections).
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@clanhall/shared';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';
import { runJob } from '../services/maintenance.js';
import { METRICS_LOCAL_ONLY } from './metrics.js';

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers a direct request from this machine in the Prometheus text format, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE clanhall_http_requests_total counter');
    expect(res.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(res.body, `clanhall_info{database="${t.services.db.dialect}",node_version="${process.versions.node}"}`)).toBe(1);
  });

  it('refuses another machine, and a request that came through a proxy', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({ error: METRICS_LOCAL_ONLY });
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toEqual({ error: METRICS_LOCAL_ONLY });
  });

  it.each([
    ['::1', undefined, 200],
    ['::ffff:127.0.0.1', undefined, 200],
    ['::2', undefined, 403],
    ['127.0.0.1', '127.0.0.1', 403],
    ['::1', '::1', 403],
  ])('answers %s with X-Forwarded-For %s: %i (this machine, directly)', async (remoteAddress, forwardedFor, status) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })).statusCode).toBe(status);
  });

  it('counts requests and their durations by route pattern and status, not by raw URL', async () => {
    const member = await createUser(t.app);
    for (const id of [999_001, 999_002]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/blog/posts/${id}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const body = await scrape();
    expect(sample(body, 'clanhall_http_requests_total{method="GET",route="/api/blog/posts/:id",status_code="404"}')).toBe(2);
    expect(sample(body, 'clanhall_http_requests_total{method="GET",route="/api/auth/profile",status_code="200"}')).toBe(1);
    expect(sample(body, 'clanhall_http_requests_total{method="GET",route="/api/auth/profile",status_code="401"}')).toBe(1);
    expect(sample(body, 'clanhall_http_request_duration_seconds_count{method="GET",route="/api/blog/posts/:id"}')).toBe(2);
    expect(body).not.toContain('999001');
  });

  it('counts public cache hits and misses', async () => {
    const before = await scrape();
    const misses = sample(before, 'clanhall_public_cache_lookups_total{result="miss"}') ?? 0;
    const hits = sample(before, 'clanhall_public_cache_lookups_total{result="hit"}') ?? 0;
    const url = `/api/blog/posts?limit=7`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'clanhall_public_cache_lookups_total{result="miss"}')).toBe(misses + 1);
    expect(sample(after, 'clanhall_public_cache_lookups_total{result="hit"}')).toBe(hits + 1);
  });

  it('counts a mail that could not go because SMTP is not set up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact',
      remoteAddress: '10.77.0.1',
      payload: { name: 'Ola', email: 'ola@example.org', phone: '', reason: 'Other', message: 'Hello there.' },
    });
    expect(res.statusCode).toBe(201);
    await t.services.mailer.idle();
    expect(sample(await scrape(), 'clanhall_mail_total{outcome="skipped"}')).toBe(1);
  });

  it('counts a background job that failed', async () => {
    await runJob(t.services, {
      name: 'test-job',
      everyMs: 60_000,
      run: () => Promise.reject(new Error('the job broke')),
    });
    expect(sample(await scrape(), 'clanhall_background_job_failures_total{job="test-job"}')).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-me-'.padEnd(40, 'z');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it('needs the token as a bearer token, from any address', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Authentication required' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('clanhall_http_requests_total');
  });
});

describe('the live connections gauge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts the Socket.IO connections open on this process', async () => {
    const gauge = async () => sample((await t.app.inject({ method: 'GET', url: '/metrics' })).body, 'clanhall_realtime_connections');
    expect(await gauge()).toBe(0);
    const member = await createUser(t.app);
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = connect(url, { path: SOCKET_PATH, auth: { token: member.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await gauge()).toBe(1);
    socket.close();
  });
});
