// The operator's command line (docs/product/operating.md), run in this process on a real database the way
// `npm run admin` runs it: the server's environment, what it prints, its exit code. Each mistake
// is one readable line and a non-zero exit, never a stack trace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { SOCKET_PATH } from '@clanhall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { MIGRATION_NAMES, migrateUpTo } from '../db/migrate.js';
import { verifyPassword } from '../features/accounts/password.js';
import { findUserByUsername } from '../features/accounts/users.repository.js';
import { buildTestApp, createUser, type TestApp } from '../test/build-test-app.js';
import { testDialect } from '../test/test-database.js';
import { startRedis, type TestRedis } from '../test/redis-server.js';
import { cli } from './cli-test-kit.js';
import { ANNOUNCE_TIMEOUT_MS } from './cli-context.js';
import { freePort } from '../../../../scripts/lib/server-process.mjs';

let t: TestApp;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await buildTestApp();
  env = { DATA_DIR: t.database.dataDir, ...(t.database.databaseUrl ? { DATABASE_URL: t.database.databaseUrl } : {}) };
});
afterAll(() => t.close());

describe('npm run admin', () => {
  it('lists its commands with --help, and refuses an unknown one', async () => {
    const help = await cli(env, '--help');
    expect(help.code).toBe(0);
    for (const command of ['create-admin USERNAME EMAIL', 'reset-password USERNAME', 'migrate', 'check']) expect(help.out).toContain(command);
    const unknown = await cli(env, 'frobnicate');
    expect(unknown).toEqual({ code: 2, out: '', err: 'Unknown command: frobnicate. npm run admin -- --help lists them.' });
    expect((await cli(env)).code).toBe(2);
  });

  it('create-admin makes an active administrator whose printed password signs in', async () => {
    const run = await cli(env, 'create-admin', 'night_warden', 'warden@club.example');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/^Administrator created: night_warden <warden@club\.example> \(id \d+\)/);
    const password = /password: (\S+)/.exec(run.out)![1]!;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { username: 'night_warden', password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ username: 'night_warden', role: 'admin', status: 'active' });
  });

  it('create-admin refuses a taken username or email and bad input, one readable line each', async () => {
    const taken = await createUser(t.app);
    expect(await cli(env, 'create-admin', taken.username, 'other@club.example')).toEqual({
      code: 1,
      out: '',
      err: `create-admin: Username already exists: ${taken.username}`,
    });
    expect((await cli(env, 'create-admin', 'fresh_name', taken.email)).err).toBe(`create-admin: Email already exists: ${taken.email}`);
    const badEmail = await cli(env, 'create-admin', 'fresh_name', 'not-an-email');
    expect(badEmail.code).toBe(1);
    expect(badEmail.err).toMatch(/^create-admin: EMAIL: /);
    expect(await cli(env, 'create-admin', 'only_one')).toMatchObject({ code: 2, err: 'create-admin: Usage: npm run admin -- create-admin USERNAME EMAIL' });
    expect(await findUserByUsername(t.database.db.kysely, 'fresh_name')).toBeUndefined();
  });

  it('reset-password gives a new password and ends every session of the account', async () => {
    const member = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.auth })).statusCode).toBe(200);
    const run = await cli(env, 'reset-password', member.username.toUpperCase());
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Password reset for ${member.username} (member, id ${member.id}); every session of the account has ended.`);
    const password = /new password: (\S+)/.exec(run.out)![1]!;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.auth })).statusCode).toBe(401);
    const row = await findUserByUsername(t.database.db.kysely, member.username);
    expect(await verifyPassword(row!.password_hash, password)).toBe(true);
    expect(await verifyPassword(row!.password_hash, member.password)).toBe(false);
  });

  it('reset-password with Redis unreachable still resets, says so, and does not hang', async () => {
    const member = await createUser(t.app);
    const nothingThere = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const run = await cli({ ...env, REDIS_URL: nothingThere }, 'reset-password', member.username);
    expect(run.code).toBe(0);
    expect(run.out).toContain('every session of the account has ended.');
    expect(run.err).toBe('reset-password: Redis at REDIS_URL did not answer: open sockets of the account close at their next session check.');
    expect(Date.now() - started).toBeLessThan(ANNOUNCE_TIMEOUT_MS + 2000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.auth })).statusCode).toBe(401);
  });

  it('reset-password names an unknown account', async () => {
    expect(await cli(env, 'reset-password', 'nobody_here')).toEqual({ code: 1, out: '', err: 'reset-password: No account named nobody_here' });
  });

  it('migrate says a current database is up to date', async () => {
    const run = await cli(env, 'migrate');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`is up to date: ${MIGRATION_NAMES.length} migrations, the newest ${MIGRATION_NAMES.at(-1)}.`);
  });

  it('check names what to fix (no site address, no mail server) and exits 1; with them set, 0', async () => {
    const before = await cli(env, 'check');
    expect(before.code).toBe(1);
    expect(before.out).toContain('ok   database: ');
    expect(before.out).toContain('FIX  site address: neither PUBLIC_URL nor a Site address');
    expect(before.out).toContain('FIX  mail: no SMTP server');
    expect(before.out).toMatch(/ok {3}disk: [\d.]+ GB free/);

    const admin = await createUser(t.app, { role: 'admin' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { site_url: 'https://club.example', smtp_config: { host: 'mail.club.example', port: 587, secure: false, require_tls: true, username: '', password: '', from: 'club@club.example' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await cli(env, 'check');
    expect(after.out).toContain("ok   site address: https://club.example (the back office's Site address)");
    expect(after.out).toContain('ok   mail: mail.club.example:587, TLS required');
    expect(after.code, after.out).toBe(0);
    expect(after.out).toContain('Everything checked looks right.');
  });
});

describe('npm run admin on a database of its own', () => {
  let dataDir: string;
  let freshEnv: NodeJS.ProcessEnv;
  let dropDatabase = async () => undefined as unknown;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-cli-'));
    freshEnv = { DATA_DIR: dataDir };
    if (testDialect() === 'postgres') {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `cli_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      freshEnv.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: base });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to change a database whose schema is behind, and migrate brings it up to date', async () => {
    if (testDialect() === 'sqlite') {
      // No database file yet: said plainly rather than made.
      expect((await cli(freshEnv, 'reset-password', 'anyone')).err).toMatch(/^reset-password: No database at .*clanhall\.sqlite: set DATA_DIR/);
    }
    // A database of the release before this one.
    const older = openDatabase({ databaseUrl: freshEnv.DATABASE_URL, dataDir });
    await migrateUpTo(older, MIGRATION_NAMES.at(-2)!);
    await older.close();

    const refused = await cli(freshEnv, 'create-admin', 'first_admin', 'first@club.example');
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `create-admin: The database is 1 migration(s) behind this version (${MIGRATION_NAMES.at(-1)}). Run: npm run admin -- migrate`,
    });
    expect((await cli(freshEnv, 'check')).out).toContain(`FIX  database: 1 migration(s) to apply (${MIGRATION_NAMES.at(-1)})`);

    const run = await cli(freshEnv, 'migrate');
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('1 to apply.');
    expect(run.out).toContain(`  applied ${MIGRATION_NAMES.at(-1)}`);
    expect((await cli(freshEnv, 'migrate')).out).toContain('is up to date');
    expect((await cli(freshEnv, 'create-admin', 'first_admin', 'first@club.example')).code).toBe(0);
  });
});

describe('npm run admin beside running servers (REDIS_URL)', () => {
  let redis: TestRedis;
  let running: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    running = await buildTestApp({ REDIS_URL: redis.url });
    await running.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await running.close();
    await redis.stop();
  });

  it('reset-password closes the account’s sockets on the servers at once', async () => {
    const member = await createUser(running.app);
    const port = (running.app.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, { path: SOCKET_PATH, auth: { token: member.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const serverEnv = { DATA_DIR: running.database.dataDir, REDIS_URL: redis.url, ...(running.database.databaseUrl ? { DATABASE_URL: running.database.databaseUrl } : {}) };
    const run = await cli(serverEnv, 'reset-password', member.username);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('every session of the account has ended and its sockets closed.');
    expect(await closed).toBe('io server disconnect');
  });
});
