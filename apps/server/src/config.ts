// The environment table of docs/product/operating.md, parsed once. Everything is optional; a value that
// would make the site unsafe (a short JWT_SECRET, a weak ADMIN_PASSWORD) stops the start with
// a message saying what to change.
import { BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { LIMITS } from '@clanhall/shared';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_PREPARED_STATEMENTS (PostgreSQL): queries sent as named prepared statements
   * (docs/decisions/021); off for a connection pooler in transaction mode that cannot keep them.
   */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /**
   * RATE_LIMITS_LOOPBACK_EXEMPT, for test suites and benchmarks only: this machine's own address
   * is not limited per address (registrations, email changes, payments), and the warning about
   * loopback requests without X-Forwarded-For is off (docs/decisions/023).
   */
  rateLimitsLoopbackExempt: boolean;
  jwtSecret: string | undefined;
  admin: { username: string; email: string; password: string | undefined };
  stripe: StripeConfig | undefined;
  /** undefined = decide from the database: on for a new SQLite database (docs/product/operating.md). */
  seedDemo: boolean | undefined;
  logLevel: string;
  /** LOG_FORMAT: `json` or `pretty` forces that; unset (undefined), readable lines on a terminal and JSON lines elsewhere. */
  logFormat: LogFormat | undefined;
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends; unset, /metrics answers this machine only. */
  metricsToken: string | undefined;
  /**
   * PUBLIC_URL: the site's address as members reach it (https://club.example), for links in
   * mails. Unset, the 'Site address' saved in the back office is used; never the request's own
   * address, which a caller can name (docs/decisions/026).
   */
  publicUrl: string | undefined;
  /**
   * UPLOAD_RESERVE_MB (docs/product/chat.md), in bytes: free space on DATA_DIR's disk that uploads
   * never use; an upload that would leave less is refused with 507.
   */
  uploadReserveBytes: number;
  /** BACKUP_DIR (docs/product/operating.md): set, the server writes a backup there every night. */
  backupDir: string | undefined;
  /** BACKUP_KEEP: how many nightly archives stay in BACKUP_DIR (the newest; default 7). */
  backupKeep: number;
  /** Where the built web app lives; served with SPA fallback when it exists. */
  webDistDir: string;
  /** The web app's server-rendering bundle (vite build --ssr); optional. */
  webSsrEntry: string;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** A setting that stops the start: its message tells the operator what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Shortest JWT_SECRET accepted: 32 bytes, HS256's key size. */
export const MIN_SECRET_BYTES = 32;

/**
 * TRUST_PROXY (docs/product/operating.md): 'loopback' (default), a hop count, or a comma-separated list
 * of addresses and CIDRs (names proxy-addr knows, like 'uniquelocal', are allowed too).
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = nonEmpty(value)?.trim();
  if (!text) return ['loopback'];
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'false' || text === 'none') return false;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const known = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!known.has(entry) && (rest.length > 0 || !isIP(address ?? '') || !validBits)) {
      throw new ConfigError(`TRUST_PROXY must be 'loopback', a hop count, or addresses/CIDRs separated by commas; "${entry}" is none of these`);
    }
  }
  return entries;
}

/**
 * Whether X-Forwarded-For is believed from this machine (127.0.0.1 or ::1): then a proxy here
 * that does not set it makes every client one address.
 */
export function trustsLoopback(trustProxy: AppConfig['trustProxy']): boolean {
  if (typeof trustProxy === 'boolean') return trustProxy;
  if (typeof trustProxy === 'number') return trustProxy > 0;
  const trusted = new BlockList();
  for (const entry of trustProxy) {
    if (entry === 'loopback') return true;
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : undefined;
    // Names other than loopback (linklocal, uniquelocal) hold no loopback address.
    if (!family) continue;
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  return trusted.check('127.0.0.1', 'ipv4') || trusted.check('::1', 'ipv6');
}

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT: `json`, `pretty`, or unset. */
export function parseLogFormat(value: string | undefined): LogFormat | undefined {
  const text = nonEmpty(value)?.trim().toLowerCase();
  if (text === undefined) return undefined;
  if (text === 'json' || text === 'pretty') return text;
  throw new ConfigError(`LOG_FORMAT must be 'json' or 'pretty' (unset: readable on a terminal, JSON otherwise), got "${value}"`);
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_RESERVE_MB = 1024;

/** UPLOAD_RESERVE_MB: a whole number of megabytes, 1024 (1 GB) when unset. */
export function parseUploadReserve(value: string | undefined): number {
  const text = nonEmpty(value)?.trim() ?? String(DEFAULT_UPLOAD_RESERVE_MB);
  if (!/^\d{1,9}$/.test(text)) {
    throw new ConfigError(`UPLOAD_RESERVE_MB must be a whole number of megabytes (0 or more), got "${value}"`);
  }
  return Number(text) * MB;
}

export const DEFAULT_BACKUP_KEEP = 7;

/** BACKUP_KEEP: a whole number of archives, 1 or more. */
export function parseBackupKeep(value: string | undefined): number {
  const text = nonEmpty(value)?.trim() ?? String(DEFAULT_BACKUP_KEEP);
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1) {
    throw new ConfigError(`BACKUP_KEEP must be how many nightly backups to keep (1 or more), got "${value}"`);
  }
  return Number(text);
}

function checkSecrets(env: Env): void {
  const secret = nonEmpty(env.JWT_SECRET);
  if (secret && Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (it has ${Buffer.byteLength(secret)}). Generate one with: openssl rand -base64 48`,
    );
  }
  const password = nonEmpty(env.ADMIN_PASSWORD);
  if (password && (password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax)) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters (docs/product/accounts-and-sessions.md).`);
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  checkSecrets(env);
  // An empty PORT is unset (3000), not Number('') = 0, which would listen on a random port.
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const stripeSecret = nonEmpty(env.STRIPE_SECRET_KEY);
  const publicUrl = nonEmpty(env.PUBLIC_URL);
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl.trim())) {
    throw new ConfigError(`PUBLIC_URL must be the site's origin, like https://club.example, got "${publicUrl}"`);
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePreparedStatements: flag(env.DATABASE_PREPARED_STATEMENTS) ?? true,
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitsLoopbackExempt: flag(env.RATE_LIMITS_LOOPBACK_EXEMPT) ?? false,
    jwtSecret: nonEmpty(env.JWT_SECRET),
    admin: {
      username: nonEmpty(env.ADMIN_USERNAME) ?? 'admin',
      email: nonEmpty(env.ADMIN_EMAIL) ?? 'admin@localhost',
      password: nonEmpty(env.ADMIN_PASSWORD),
    },
    stripe: stripeSecret
      ? {
          secretKey: stripeSecret,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
        }
      : undefined,
    seedDemo: flag(env.SEED_DEMO),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    publicUrl: publicUrl?.trim().replace(/\/$/, ''),
    uploadReserveBytes: parseUploadReserve(env.UPLOAD_RESERVE_MB),
    backupDir: nonEmpty(env.BACKUP_DIR) === undefined ? undefined : resolve(env.BACKUP_DIR!),
    backupKeep: parseBackupKeep(env.BACKUP_KEEP),
    webDistDir: resolve(nonEmpty(env.WEB_DIST_DIR) ?? new URL('../../web/dist', import.meta.url).pathname),
    webSsrEntry: resolve(nonEmpty(env.WEB_SSR_ENTRY) ?? new URL('../../web/dist-ssr/entry-server.js', import.meta.url).pathname),
  };
}
