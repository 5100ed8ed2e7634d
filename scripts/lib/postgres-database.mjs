// A fresh, empty PostgreSQL database next to TEST_DATABASE_URL's, for the end-to-end run on
// PostgreSQL (the server migrates it on start). Uses psql when present, else the pg package.
import { spawnSync } from 'node:child_process';
import { root } from './ensure.mjs';

export function createPostgresDatabase(baseUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  // pg lives in the workspace's node_modules; a child process keeps this script synchronous.
  const script = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('CREATE DATABASE ${name}')).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script, baseUrl], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`could not create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
