// The environment table of platform.md §1, parsed once. Everything is optional.
import { resolve } from 'node:path';

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
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  admin: { username: string; email: string; password: string | undefined };
  stripe: StripeConfig | undefined;
  /** undefined = decide from the database: on for a new SQLite database (platform.md §1). */
  seedDemo: boolean | undefined;
  logLevel: string;
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

export function loadConfig(env: Env = process.env): AppConfig {
  // An empty PORT is unset (3000), not Number('') = 0, which would listen on a random port.
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const stripeSecret = nonEmpty(env.STRIPE_SECRET_KEY);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
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
    webDistDir: resolve(nonEmpty(env.WEB_DIST_DIR) ?? new URL('../../web/dist', import.meta.url).pathname),
    webSsrEntry: resolve(nonEmpty(env.WEB_SSR_ENTRY) ?? new URL('../../web/dist-ssr/entry-server.js', import.meta.url).pathname),
  };
}
