// Shared steps of the start and test commands: install what is missing, build what is
// missing. Only Node built-ins here, so it runs before `npm ci` has.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
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

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const BUILD_OUTPUTS = [
  ['packages/shared/src', 'packages/shared/dist/index.js'],
  ['apps/server/src', 'apps/server/dist/main.js'],
  ['apps/web/src', 'apps/web/dist/index.html'],
];

/** Builds when an output is missing or older than its sources. */
export function ensureBuilt({ force = false } = {}) {
  const stale = BUILD_OUTPUTS.some(([src, out]) => {
    const output = join(root, out);
    return !existsSync(output) || statSync(output).mtimeMs < newestMtime(join(root, src));
  });
  if (!stale && !force) return;
  console.log('• Building (npm run build)…');
  run(npm, ['run', 'build']);
}

/** Debian's Chromium for browser tests; installed with apt-get when missing. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log('• Installing Chromium from Debian packages (apt-get install chromium)…');
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo'];
  const sh = (args) => run(prefix[0] ?? args[0], prefix.length ? args : args.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  sh(['apt-get', 'update', '-qq']);
  sh(['apt-get', 'install', '-y', '-qq', 'chromium']);
  return path;
}

export function commandExists(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
