// Reads the configuration, prepares the database and data folder, builds the app, listens,
// and shuts down gracefully on SIGTERM/SIGINT. Started by main.ts (production) or dev.ts.
import v8 from 'node:v8';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { resolveJwtSecret } from './bootstrap/jwt-secret.js';
import { ensureAdmin } from './bootstrap/admin.js';
import { answerWhileStarting } from './bootstrap/starting-server.js';
import { seedDemoContent, wantsDemoContent } from './bootstrap/demo-seed.js';
import { startMaintenance } from './services/maintenance.js';
import { NIGHTLY_HOUR, startNightlyBackups } from './backup/nightly-backups.js';
import { loadFeatures } from './features.js';
import { ensurePrivateDir } from './lib/private-dir.js';
import { buildApp } from './app.js';
import { effectiveLogFormat, loggerOptions } from './lib/logger-options.js';

async function start() {
  const config = loadConfig();
  ensurePrivateDir(config.dataDir);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements });
  // Until the app listens, probes hear "alive, not ready" (GET /api/health/ready: 503).
  const starting = await answerWhileStarting({ port: config.port, host: config.host, database: db.dialect });
  await migrateToLatest(db);
  const seed = await wantsDemoContent(db, config.seedDemo);
  const jwtSecret = resolveJwtSecret(config.dataDir, config.jwtSecret);
  const logFormat = effectiveLogFormat(config.logFormat, Boolean(process.stdout.isTTY));
  const app = await buildApp({ config, db, jwtSecret, logger: loggerOptions(config.logLevel, { format: logFormat }) });

  const admin = await ensureAdmin(db.kysely, config.admin);
  if (admin.created && admin.generatedPassword) {
    // Printed once, plainly, so the operator can sign in; it is not stored anywhere in clear.
    process.stdout.write(
      `\n  Clanhall administrator created\n    username: ${admin.username}\n    password: ${admin.generatedPassword}\n  Change it after signing in (Profile > Change Password).\n\n`,
    );
  } else if (admin.created) {
    app.log.info({ username: admin.username }, 'administrator created from ADMIN_* settings');
  }
  if (seed) await seedDemoContent(app.services);
  const jobs = (await loadFeatures()).flatMap((feature) => feature.jobs ?? []);
  const stopMaintenance = startMaintenance(app.services, jobs);
  const backups = config.backupDir
    ? startNightlyBackups({
        source: { dataDir: config.dataDir, databaseUrl: config.databaseUrl, jwtSecretFromEnv: Boolean(config.jwtSecret), db },
        dir: config.backupDir,
        keep: config.backupKeep,
        clock: app.services.clock,
        log: app.log,
        onFailure: () => app.services.metrics.jobFailed('backup'),
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      stopMaintenance();
      backups?.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await starting.close();
  await app.listen({ port: config.port, host: config.host });
  // main.ts kept the young generation small during start; from here on requests may grow it.
  v8.setFlagsFromString('--semi-space-growth-factor=2');
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const running = `Clanhall is running at http://${shownHost}:${config.port}`;
  // JSON lines stay JSON lines for a log shipper; a person at a terminal gets the plain line.
  if (logFormat === 'json') app.log.info(running);
  else process.stdout.write(`  ${running}\n`);
  if (config.backupDir) app.log.info({ dir: config.backupDir, keep: config.backupKeep }, `nightly backups at 0${NIGHTLY_HOUR}:00 to ${config.backupDir}, keeping ${config.backupKeep}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Clanhall could not start: ${error.message}` : error);
  process.exit(1);
});
