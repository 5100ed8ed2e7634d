// docs/product/operating.md: an OpenAPI description of the whole API is served at /api/docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3 document listing the auth and admin-users calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Clanhall API');
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    for (const [path, methods] of Object.entries({
      '/api/auth/register': ['post'],
      '/api/auth/admin/login': ['post'],
      '/api/auth/member/login': ['post'],
      '/api/auth/profile': ['get', 'put'],
      '/api/auth/change-password': ['post'],
      '/api/admin/users': ['get', 'post'],
      '/api/admin/users/{id}': ['put', 'delete'],
      '/api/admin/users/{id}/status': ['put'],
    })) {
      expect(paths[path], path).toBeDefined();
      for (const method of methods) expect(paths[path]![method], `${method} ${path}`).toBeDefined();
    }
    // The documents themselves are not part of the API they describe.
    expect(paths['/api/docs']).toBeUndefined();
  });

  it('describes request bodies and responses from the shared schemas, without passwords in responses', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const register = doc.paths['/api/auth/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const created = register.responses['201'].content['application/json'].schema;
    expect(JSON.stringify(created)).toContain('username');
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    expect(doc.paths['/api/admin/users'].get.security).toEqual([{ bearer: [] }]);
  });

  it('lists the error statuses each call can answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const paths = doc.paths as Record<
      string,
      Record<
        string,
        { requestBody?: unknown; security?: unknown; parameters?: { in: string }[]; responses: Record<string, unknown> }
      >
    >;
    // A profile update carries a picture: its body can be too large.
    expect(Object.keys(paths['/api/auth/profile']!.put!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '413', '415']),
    );
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const where = `${method} ${path}`;
        if (operation.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
        if (operation.security) expect(statuses, where).toEqual(expect.arrayContaining(['401', '403']));
        if (operation.parameters?.some((p) => p.in === 'path')) expect(statuses, where).toContain('404');
        if (operation.parameters?.some((p) => p.in === 'query')) expect(statuses, where).toContain('400');
      }
    }
  });

  it('is also served at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/auth/register']).toBeDefined();
  });
});
