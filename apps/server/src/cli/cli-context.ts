// What every `npm run admin` command stands on (docs/product/operating.md): the server's own configuration
// (the same environment variables), its database, and a way to tell running servers what
// changed. A mistake the operator can fix is a CliError: printed as one readable line, never a
// stack trace, and the process exits non-zero.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, ConfigError, type AppConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';
import { createEventBus, type AppEvents, type EventName } from '../services/events.js';
import { createRedisTransport } from '../services/redis-transport.js';

export class CliError extends Error {}

/** The command line itself is wrong (exit 2): the message is the usage. */
export class UsageError extends CliError {}

/** Where a command writes: what it did (`out`) and what went wrong (`err`), a line each. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

export interface CliContext {
  config: AppConfig;
  db: Db;
  io: CliIo;
}

export function readConfig(env: NodeJS.ProcessEnv): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** Where the database is, in words (no password). */
export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `SQLite file ${join(config.dataDir, 'clanhall.sqlite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}:${url.port || 5432}`;
}

/** The database the server would use; `work` runs with it open, and it is closed after. */
export async function withDatabase<T>(io: CliIo, work: (context: CliContext) => Promise<T>, { create = false } = {}): Promise<T> {
  const config = readConfig(io.env);
  if (!config.databaseUrl && !create && !existsSync(join(config.dataDir, 'clanhall.sqlite'))) {
    throw new CliError(`No database at ${join(config.dataDir, 'clanhall.sqlite')}: set DATA_DIR (or DATABASE_URL) as the server has it, or start the server once.`);
  }
  let db: Db;
  try {
    db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    throw new CliError(`Cannot open the ${describeDatabase(config)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    try {
      await pendingMigrations(db);
    } catch (error) {
      throw new CliError(`Cannot read the ${describeDatabase(config)}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return await work({ config, db, io });
  } finally {
    await db.close().catch(() => undefined);
  }
}

/** Refuses to change a database whose schema is behind this version of the server. */
export async function requireCurrentSchema(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new CliError(`The database is ${pending.length} migration(s) behind this version (${pending.join(', ')}). Run: npm run admin -- migrate`);
  }
}

/**
 * Tells the running servers (with REDIS_URL, every process) what the command changed, as a
 * server's own write would: their sockets and caches follow. A single server without Redis
 * reads the database on every request, so only its open sockets miss the news.
 */
export async function announce<K extends EventName>(config: AppConfig, name: K, payload: AppEvents[K]): Promise<'told' | 'no redis' | 'unreachable'> {
  const { redisUrl } = config;
  if (!redisUrl) return 'no redis';
  const log = { error: () => undefined, warn: () => undefined };
  const events = createEventBus(log);
  const tell = async () => {
    await events.useTransport(await createRedisTransport(redisUrl, log, { reconnect: false }));
    events.emit(name, payload);
    await events.close();
    return 'told' as const;
  };
  // A server that takes the connection but never answers: give up after a moment (cli.ts exits
  // then, whatever is still waiting).
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), ANNOUNCE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([tell().catch(() => 'unreachable' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a command waits for Redis to take its news to the running servers. */
export const ANNOUNCE_TIMEOUT_MS = 3000;
