// loadConfig(): the environment table of docs/product/operating.md.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustsLoopback } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databasePreparedStatements: true,
      redisUrl: undefined,
      trustProxy: ['loopback'],
      rateLimitsLoopbackExempt: false,
      jwtSecret: undefined,
      admin: { username: 'admin', email: 'admin@localhost', password: undefined },
      stripe: undefined,
      seedDemo: undefined,
      logLevel: 'info',
    });
    expect(config.webDistDir).toMatch(/web[/\\]dist$/);
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({
      HOST: '',
      DATA_DIR: ' ',
      DATABASE_URL: '',
      JWT_SECRET: '  ',
      ADMIN_PASSWORD: '',
      STRIPE_SECRET_KEY: '',
      SEED_DEMO: '',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      stripe: undefined,
      seedDemo: undefined,
      logLevel: 'info',
    });
    expect(config.admin.password).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/clanhall-data',
      DATABASE_URL: 'postgres://u:p@db/clanhall',
      DATABASE_PREPARED_STATEMENTS: 'off',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
      JWT_SECRET: 'a-secret-long-enough-for-hs256-keys!',
      ADMIN_USERNAME: 'boss',
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'boss-pass',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/clanhall-data',
      databaseUrl: 'postgres://u:p@db/clanhall',
      databasePreparedStatements: false,
      redisUrl: 'redis://cache:6379',
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      jwtSecret: 'a-secret-long-enough-for-hs256-keys!',
      admin: { username: 'boss', email: 'boss@example.test', password: 'boss-pass' },
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      seedDemo: true,
      logLevel: 'debug',
      webDistDir: '/srv/web',
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/data' }).dataDir).toBe(resolve('var/data'));
  });

  it.each([
    ['0', false],
    ['false', false],
    ['no', false],
    ['OFF', false],
    ['1', true],
    ['true', true],
    ['yes', true],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it.each(['abc', '-1', '70000', '3000.5', ''])('refuses PORT=%j with a readable error, or defaults when empty', (value) => {
    if (value === '') {
      expect(loadConfig({ PORT: value }).port).toBe(3000);
      return;
    }
    expect(() => loadConfig({ PORT: value })).toThrow(/PORT/);
  });

  it.each([
    ['loopback', ['loopback']],
    ['2', 2],
    ['false', false],
    ['127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, uniquelocal', ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['loopback', true],
    ['1', true],
    ['127.0.0.1', true],
    ['127.0.0.0/8, 10.0.0.0/8', true],
    ['::1', true],
    ['::/0', true],
    ['0', false],
    ['false', false],
    ['10.0.0.0/8, fd00::/8, uniquelocal, linklocal', false],
    ['::2', false],
  ])('TRUST_PROXY=%j trusts X-Forwarded-For from loopback: %s', (value, expected) => {
    expect(trustsLoopback(loadConfig({ TRUST_PROXY: value }).trustProxy)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['1', true],
    ['0', false],
  ])('reads RATE_LIMITS_LOOPBACK_EXEMPT=%j (tooling only, off by default)', (value, expected) => {
    expect(loadConfig({ RATE_LIMITS_LOOPBACK_EXEMPT: value }).rateLimitsLoopbackExempt).toBe(expected);
  });

  it.each(['proxy.example.com', '10.0.0.0/40', '1.2.3', '*'])('refuses TRUST_PROXY=%j with a readable error', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, saying how to make one', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/JWT_SECRET must be at least 32 bytes.*openssl rand/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it.each(['12345', 'x'.repeat(257)])('refuses an ADMIN_PASSWORD that breaks the password rule (%#)', (password) => {
    expect(() => loadConfig({ ADMIN_PASSWORD: password })).toThrow(/ADMIN_PASSWORD must be 6 to 256 characters/);
  });

  it('reads PUBLIC_URL as an origin without its trailing slash, and refuses one with a path', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://club.example.org/' }).publicUrl).toBe('https://club.example.org');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).publicUrl).toBe('http://10.0.0.5:3000');
    for (const value of ['club.example.org', 'https://club.example.org/members', 'ftp://club.example.org']) {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be the site's origin/);
    }
  });

  it('leaves Stripe off without a secret key even when the publishable key is set', () => {
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toBeUndefined();
  });

  it('reads UPLOAD_RESERVE_MB as whole megabytes, 1024 when unset, and refuses anything else', () => {
    expect(loadConfig({}).uploadReserveBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_RESERVE_MB: '' }).uploadReserveBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_RESERVE_MB: '0' }).uploadReserveBytes).toBe(0);
    expect(loadConfig({ UPLOAD_RESERVE_MB: ' 250 ' }).uploadReserveBytes).toBe(250 * 1024 * 1024);
    for (const value of ['-1', '1.5', '1e3', 'lots', '1 GB']) {
      expect(() => loadConfig({ UPLOAD_RESERVE_MB: value })).toThrow(/UPLOAD_RESERVE_MB must be a whole number of megabytes/);
    }
  });

  it('reads BACKUP_DIR as a resolved folder (unset: no nightly backups) and BACKUP_KEEP as a count, 7 when unset', () => {
    expect(loadConfig({}).backupDir).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '' }).backupDir).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backupDir).toBe('/srv/backups');
    expect(loadConfig({ BACKUP_DIR: 'backups' }).backupDir).toBe(`${process.cwd()}/backups`);
    expect(loadConfig({}).backupKeep).toBe(7);
    expect(loadConfig({ BACKUP_KEEP: ' 30 ' }).backupKeep).toBe(30);
    for (const value of ['0', '-1', '2.5', 'all']) {
      expect(() => loadConfig({ BACKUP_KEEP: value })).toThrow(`BACKUP_KEEP must be how many nightly backups to keep (1 or more), got "${value}"`);
    }
  });

  it('reads LOG_FORMAT as json or pretty, unset by default, and refuses anything else', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: ' Pretty ' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT must be 'json' or 'pretty'/);
  });
});
