// The log's two forms (docs/product/operating.md, lib/logger-options.ts, plugins/request-log.ts): one line
// per request in either; on a terminal (`pretty`) a readable line of time, level and
// "METHOD path status time", no JSON; otherwise (`json`) a JSON object per line with the same
// fields. The path's secret query values are redacted in both.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './test/build-test-app.js';
import { createTestDatabase } from './test/test-database.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { effectiveLogFormat, loggerOptions, REDACTED } from './lib/logger-options.js';
import type { LogFormat } from './config.js';

let t: TestApp | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  app = undefined;
});

/** An app logging at info in `format`, its lines captured. */
async function appLogging(format: LogFormat): Promise<string[]> {
  const lines: string[] = [];
  t = await buildTestApp({}, { logger: loggerOptions('info', { format, stream: { write: (line) => void lines.push(line) } }) });
  app = t.app;
  return lines;
}

describe('effectiveLogFormat', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(effectiveLogFormat(undefined, true)).toBe('pretty');
    expect(effectiveLogFormat(undefined, false)).toBe('json');
    expect(effectiveLogFormat('json', true)).toBe('json');
    expect(effectiveLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('the request log', () => {
  it('writes one readable line per request on a terminal: time, level, method, path, status, time taken', async () => {
    const lines = await appLogging('pretty');
    await app!.inject({ method: 'GET', url: '/api/health' });
    await app!.inject({ method: 'GET', url: '/api/blog/posts/999999?token=abc123' });
    const requests = lines.filter((line) => line.includes('/api/'));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/health 200 \d+(\.\d)? ms\n$/);
    expect(requests[1]).toMatch(new RegExp(`^\\[[\\d:.]+\\] INFO: GET /api/blog/posts/999999\\?token=${REDACTED.replace(/[[\]]/g, '\\$&')} 404 [\\d.]+ ms\\n$`));
    expect(lines.join('')).not.toContain('abc123');
    expect(lines.join('')).not.toContain('{"');
  });

  it('writes one JSON line per request otherwise, with its fields', async () => {
    const lines = await appLogging('json');
    await app!.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => typeof entry.url === 'string');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/health', statusCode: 200, remoteAddress: '203.0.113.9', msg: expect.stringMatching(/^GET \/api\/health 200 [\d.]+ ms$/) });
    expect(requests[0]!.responseTime).toEqual(expect.any(Number));
    // Fastify's own pair of lines per request is off.
    expect(lines.some((line) => line.includes('incoming request') || line.includes('request completed'))).toBe(false);
  });
});

describe("Fastify's other lines", () => {
  it('still logs an answer whose stream fails after its headers went (a download cut off)', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const broken = await buildApp({
      config: loadConfig({ DATA_DIR: database.dataDir }),
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      serveWebApp: false,
      logger: loggerOptions('info', { format: 'json', stream: { write: (line) => void lines.push(line) } }),
    });
    broken.get('/test/cut-off', (_request, reply) => {
      const body = new Readable({ read() {} });
      body.push('the first part');
      setImmediate(() => body.destroy(new Error('the disk went away')));
      return reply.type('application/octet-stream').send(body);
    });
    try {
      await broken.ready();
      await broken.inject({ method: 'GET', url: '/test/cut-off' }).catch(() => undefined);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
      expect(logged).toContainEqual(expect.objectContaining({ level: 40, msg: 'response terminated with an error with headers already sent', err: expect.objectContaining({ message: 'the disk went away' }) }));
    } finally {
      await broken.close();
      await database.cleanup();
    }
  });
});
