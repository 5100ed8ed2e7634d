#!/usr/bin/env node
// `npm run dev`: the server with reload (tsx watch, sources of packages/shared used directly)
// and the Vite dev server with hot reload, proxying /api, /uploads and /socket.io.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
const port = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, WEB_DIST_DIR: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CLANHALL_API_TARGET: `http://127.0.0.1:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The first child to stop ends both; its failure is the exit code (a later 0 must not hide it).
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode ||= code ?? 0; });
