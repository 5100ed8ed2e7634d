#!/usr/bin/env node
// `npm start`: installs dependencies and builds when missing, then serves the site
// (API, socket and web app on one origin, http://localhost:3000 by default).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root } from './lib/ensure.mjs';

try {
  ensureDependencies();
  ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}
const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
