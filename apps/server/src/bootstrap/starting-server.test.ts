// What the server's address answers while migrations run (bootstrap/starting-server.ts): alive,
// not ready, every other path 503 with a retry hint; closed, the port is free for the app.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/server-process.mjs';
import { answerWhileStarting, STARTING_MESSAGE } from './starting-server.js';

describe('answerWhileStarting', () => {
  it('answers alive and not ready until closed, then leaves the port to the app', async () => {
    const port = await freePort();
    const starting = await answerWhileStarting({ port, host: '127.0.0.1', database: 'sqlite' });
    const base = `http://127.0.0.1:${port}`;
    try {
      const live = await fetch(`${base}/api/health`);
      expect(live.status).toBe(200);
      expect(await live.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

      const ready = await fetch(`${base}/api/health/ready?probe=1`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'not ready', checks: { migrations: 'running', database: 'not checked', redis: 'not checked' } });

      const page = await fetch(`${base}/shop`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.json()).toEqual({ error: STARTING_MESSAGE });
    } finally {
      await starting.close();
    }
    // The port is free again at once, though fetch kept its connections alive.
    const app = createServer();
    app.listen(port, '127.0.0.1');
    await once(app, 'listening');
    app.close();
  });

  it('fails as the app would when the port is taken', async () => {
    const port = await freePort();
    const other = createServer();
    other.listen(port, '127.0.0.1');
    await once(other, 'listening');
    try {
      await expect(answerWhileStarting({ port, host: '127.0.0.1', database: 'postgres' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      other.close();
    }
  });
});
