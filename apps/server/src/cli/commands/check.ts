// `check`: what a new operator most often gets wrong (docs/product/operating.md), each found as it is now:
// the database and its schema, the site's address for mailed links, the mail server, the
// proxy setting, the disk's free space above the upload reserve, and who may read the secrets.
// Prints one line per item; exits non-zero when any needs attention.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pendingMigrations } from '../../db/migrate.js';
import { readMailSettings } from '../../services/mailer.js';
import { createSettingsStore } from '../../services/settings-store.js';
import { createEventBus } from '../../services/events.js';
import { statfsMeasure } from '../../services/disk-space.js';
import { systemClock } from '../../services/clock.js';
import { readPasswordResetSetup } from '../../features/accounts/password-reset-setup.js';
import { UsageError, describeDatabase, withDatabase, type CliIo } from '../cli-context.js';

type Finding = { ok: boolean; text: string };

const GB = 1024 ** 3;
const gb = (bytes: number) => `${(bytes / GB).toFixed(1)} GB`;

/** Group or others may read or write it (a secret should be the server user's alone). */
function openToOthers(path: string): boolean {
  return (statSync(path).mode & 0o077) !== 0;
}

export async function check(args: string[], io: CliIo): Promise<number> {
  if (args.length !== 0) throw new UsageError('Usage: npm run admin -- check');
  const findings = await withDatabase(io, async ({ config, db }) => {
    const found: Finding[] = [];
    const pending = await pendingMigrations(db);
    found.push(
      pending.length === 0
        ? { ok: true, text: `database: the ${describeDatabase(config)} answers and its schema is current` }
        : { ok: false, text: `database: ${pending.length} migration(s) to apply (${pending.join(', ')}); the server applies them on start, or run: npm run admin -- migrate` },
    );

    const settings = createSettingsStore({ db, clock: systemClock, events: createEventBus({ error: () => undefined }) });
    const reset = await readPasswordResetSetup({ config, settings });
    found.push(
      reset.link_base
        ? { ok: true, text: `site address: ${reset.link_base} (${reset.link_base_from === 'public_url' ? 'PUBLIC_URL' : "the back office's Site address"}), used in mailed links` }
        : { ok: false, text: "site address: neither PUBLIC_URL nor a Site address in /admin/settings; password reset links cannot be mailed" },
    );
    const { smtp } = await readMailSettings(settings);
    found.push(
      smtp.host
        ? { ok: true, text: `mail: ${smtp.host}:${smtp.port}${smtp.secure ? ' over TLS' : smtp.require_tls ? ', TLS required' : ', TLS not required'}` }
        : { ok: false, text: 'mail: no SMTP server in /admin/settings; order mails, contact mails and password resets are not sent' },
    );

    const proxy = Array.isArray(config.trustProxy) ? config.trustProxy.join(', ') : String(config.trustProxy);
    found.push({
      ok: true,
      text: `proxy: TRUST_PROXY=${proxy}; a reverse proxy in front must set X-Forwarded-For (the server warns once when requests from a trusted proxy come without it)`,
    });

    if (!existsSync(config.dataDir)) {
      // PostgreSQL keeps no file there, but uploads and the secret do: the server makes it on start.
      found.push({ ok: false, text: `data folder: ${config.dataDir} does not exist; the server creates it on start (mode 700), or set DATA_DIR as the server has it` });
      return found;
    }
    const { freeBytes, totalBytes } = await statfsMeasure(config.dataDir)();
    const reserve = config.uploadReserveBytes;
    found.push(
      freeBytes > reserve
        ? { ok: true, text: `disk: ${gb(freeBytes)} free of ${gb(totalBytes)}; uploads may use ${gb(freeBytes - reserve)} (UPLOAD_RESERVE_MB keeps ${gb(reserve)})` }
        : { ok: false, text: `disk: ${gb(freeBytes)} free, not above the upload reserve of ${gb(reserve)}; every upload is refused until space is freed` },
    );

    const secretFile = join(config.dataDir, 'jwt-secret');
    if (!config.jwtSecret) {
      let text: Finding;
      try {
        text = openToOthers(secretFile)
          ? { ok: false, text: `secrets: ${secretFile} can be read by other users; run: chmod 600 ${secretFile}` }
          : { ok: true, text: `secrets: ${secretFile} is readable by its owner only` };
      } catch (error) {
        text =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? { ok: true, text: `secrets: ${secretFile} is made on the server's first start (mode 600)` }
            : { ok: false, text: `secrets: ${secretFile} cannot be read by this user (${(error as NodeJS.ErrnoException).code}); run the command as the server's user` };
      }
      found.push(text);
    } else {
      found.push({ ok: true, text: 'secrets: JWT_SECRET is set in the environment' });
    }
    if (openToOthers(config.dataDir)) {
      found.push({ ok: false, text: `data folder: ${config.dataDir} can be read by other users (uploads, private files, secrets); run: chmod 700 ${config.dataDir}` });
    }
    return found;
  });
  for (const finding of findings) io.out(`${finding.ok ? 'ok  ' : 'FIX '} ${finding.text}`);
  const problems = findings.filter((finding) => !finding.ok).length;
  io.out(problems === 0 ? 'Everything checked looks right.' : `${problems} thing(s) to fix.`);
  return problems === 0 ? 0 : 1;
}
