// The built web app on the same origin (docs/product/operating.md): index.html never cached and under a
// strict CSP, hashed assets cached for a year, SPA fallback, API 404s stay JSON.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>Clanhall</title></head><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';

// Beside the dist folder, where a path climbing out of it would land.
const SECRET = 'secret-beside-dist';

describe('serving the web app', () => {
  let t: TestApp;
  let rootDir: string;
  let distDir: string;
  beforeAll(async () => {
    rootDir = mkdtempSync(join(tmpdir(), 'clanhall-web-'));
    writeFileSync(join(rootDir, 'secret.txt'), SECRET);
    writeFileSync(join(rootDir, 'package.json'), JSON.stringify({ name: SECRET }));
    writeFileSync(join(rootDir, 'index.html'), SECRET);
    distDir = join(rootDir, 'dist');
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'x.js'), 'console.log("hi");');
    writeFileSync(join(distDir, 'assets', 'x.js.br'), brotliCompressSync('console.log("hi");'));
    writeFileSync(join(distDir, 'assets', '.env'), SECRET);
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // No server-rendering bundle: this suite is about serving the files themselves.
    t = await buildTestApp({}, { serveWebApp: true, config: { webDistDir: distDir, webSsrEntry: join(distDir, 'no-ssr.js') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(rootDir, { recursive: true, force: true });
  });

  function expectIndex(res: Awaited<ReturnType<TestApp['app']['inject']>>) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }

  it('answers / with index.html, uncached, under the Content-Security-Policy', async () => {
    expectIndex(await t.app.inject({ method: 'GET', url: '/' }));
  });

  it.each(['/some/client/route', '/admin/users', '/blog/12?ref=home', '/login', '/apiary'])(
    'answers the client route %s with index.html',
    async (url) => {
      expectIndex(await t.app.inject({ method: 'GET', url }));
    },
  );

  it('serves /index.html without a long cache either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });

  it('serves hashed assets with a long max-age', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("hi");');
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('serves the brotli file written beside an asset to a client that takes it, query string aside', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/x.js?v=2', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("hi");');
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('adds no route per build file: files are found when asked, so start does not grow with the build', () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('x.js');
    expect(routes).not.toContain('favicon.svg');
  });

  it('does not serve dot files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/.env' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });

  it('serves other top-level files with a short cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(24 * 3600);
  });

  it('a missing asset is 404, not index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
    expect(res.json()).toEqual({ error: 'Route not found' });
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['POST', '/api/unknown'],
    ['GET', '/uploads/images/nothing.png'],
    ['GET', '/socket.io/x'],
    ['POST', '/some/client/route'],
  ] as const)('%s %s is still a 404 JSON answer', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Route not found' });
  });

  it('keeps the API working', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('does not serve files outside the dist folder', async () => {
    for (const url of [
      '/../package.json',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2findex.html',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain(SECRET);
      expect(res.body, url).not.toMatch(/root:x?:0:0/);
    }
  });
});

describe('without a built web app', () => {
  it('still answers API 404s with JSON and other paths with 404', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'clanhall-web-empty-'));
    const t = await buildTestApp({}, { serveWebApp: true, config: { webDistDir: empty, webSsrEntry: join(empty, 'no-ssr.js') } });
    try {
      const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'Route not found' });
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
