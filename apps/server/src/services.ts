// The composition root (conventions.md): every long-lived service is made once here, in
// buildApp, and handed to the features. Tests swap any of them (buildTestApp's `services`).
import type { Server as HttpServer } from 'node:http';
import { createAppState, type AppState } from './services/app-state.js';
import { createKeptValues, type KeptValues } from './services/kept-values.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import { createAuditLog, type AuditLog } from './services/audit-log.js';
import { systemClock, type Clock } from './services/clock.js';
import { createDiskSpace, statfsMeasure, type DiskSpace } from './services/disk-space.js';
import { createEventBus, type EventBus } from './services/events.js';
import type { FileStorage } from './services/file-storage.js';
import { createLocalFileStorage } from './services/local-file-storage.js';
import { createImageStore, type ImageStore } from './services/images/image-store.js';
import { createMailer, type Mailer } from './services/mailer.js';
import { createMetrics, type Metrics } from './services/metrics.js';
import { createPublicCache, type PublicCache } from './services/public-cache.js';
import { createRateLimits, type RateLimits } from './services/rate-limits.js';
import { createRedisTransport } from './services/redis-transport.js';
import { createSessions, type Sessions } from './services/sessions.js';
import { createSettingsStore, type SettingsStore } from './services/settings-store.js';
import { createSignedUrls, type SignedUrls } from './services/signed-urls.js';
import { createRealtime, type Realtime } from './services/realtime.js';
import type { PaymentProvider } from './services/payments/payment-provider.js';
import { createTestPaymentProvider } from './services/payments/test-payment-provider.js';
import { createOwnData, type OwnData } from './services/own-data.js';

export interface Services {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  events: EventBus;
  storage: FileStorage;
  /** The free space on DATA_DIR's disk and the reserve uploads leave (UPLOAD_RESERVE_MB). */
  disk: DiskSpace;
  signedUrls: SignedUrls;
  rateLimits: RateLimits;
  sessions: Sessions;
  settings: SettingsStore;
  images: ImageStore;
  mailer: Mailer;
  publicCache: PublicCache;
  /** The card payment provider: Stripe when STRIPE_SECRET_KEY is set, else the built-in test one. */
  payments: PaymentProvider;
  /** Socket.IO on the app's HTTP server (docs/product/chat.md). */
  realtime: Realtime;
  /** What GET /metrics reports about this process (plugins/metrics.ts). */
  metrics: Metrics;
  /** Every administrator change, written in the change's transaction (docs/product/back-office.md, docs/decisions/013). */
  auditLog: AuditLog;
  /** What features keep for the life of this app: queues, grouped readers (services/app-state.ts). */
  appState: AppState;
  /** Back-office figures kept until what they count changes (services/kept-values.ts). */
  kept: KeptValues;
  /** Each feature's part of a member's own data: the export archive, the deletion (services/own-data.ts). */
  ownData: OwnData;
}

/** What a caller (main, a test) provides; anything else it gives replaces the default. */
export interface ServiceInputs extends Partial<Omit<Services, 'config' | 'db' | 'log'>> {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
  /** The token signing key (JWT_SECRET or the generated one). */
  secret: string;
  /** The app's HTTP server, which the realtime channel shares. */
  httpServer: HttpServer;
}

export async function createServices(inputs: ServiceInputs): Promise<Services> {
  const { config, db, log, secret } = inputs;
  const clock = inputs.clock ?? systemClock;
  const metrics = inputs.metrics ?? createMetrics({ database: db.dialect });
  const events = inputs.events ?? createEventBus(log);
  if (config.redisUrl && !inputs.events) await events.useTransport(await createRedisTransport(config.redisUrl, log));
  const storage = inputs.storage ?? createLocalFileStorage(config.dataDir);
  const disk = inputs.disk ?? createDiskSpace({ reserveBytes: config.uploadReserveBytes, measure: statfsMeasure(config.dataDir) });
  const rateLimits = inputs.rateLimits ?? createRateLimits({ db, clock });
  const settings = inputs.settings ?? createSettingsStore({ db, clock, events });
  const sessions = inputs.sessions ?? createSessions({ db, secret, clock });
  const realtime =
    inputs.realtime ??
    (await createRealtime({ httpServer: inputs.httpServer, sessions, events, clock, redisUrl: config.redisUrl, log }));
  metrics.countConnections(() => realtime.io.engine.clientsCount);
  const services: Services = {
    appState: inputs.appState ?? createAppState(() => services),
    kept: inputs.kept ?? createKeptValues({ events, clock }),
    ownData: inputs.ownData ?? createOwnData(),
    config,
    db,
    log,
    clock,
    metrics,
    events,
    storage,
    disk,
    rateLimits,
    settings,
    signedUrls: inputs.signedUrls ?? createSignedUrls(secret, clock),
    sessions,
    realtime,
    images: inputs.images ?? createImageStore({ db, storage, rateLimits, disk }),
    mailer: inputs.mailer ?? createMailer({ settings, log, metrics }),
    publicCache: inputs.publicCache ?? createPublicCache(events, { metrics }),
    auditLog: inputs.auditLog ?? createAuditLog({ db, clock }),
    payments: inputs.payments ?? (await paymentProvider(config, db, clock)),
  };
  return services;
}

/**
 * Stripe when it is configured, else the built-in test provider. The stripe library (about
 * 1 MB of code in 200 files) is loaded only when it will be used: most clubs start without it.
 */
async function paymentProvider(config: AppConfig, db: Db, clock: Clock): Promise<PaymentProvider> {
  if (!config.stripe) return createTestPaymentProvider({ db, clock });
  const { createStripePaymentProvider } = await import('./services/payments/stripe-payment-provider.js');
  return createStripePaymentProvider(config.stripe);
}

/** Lets queued work finish (mails, event handlers) and closes connections the services own. */
export async function closeServices(services: Services): Promise<void> {
  await services.realtime.close();
  await services.mailer.close();
  await services.events.close();
}
