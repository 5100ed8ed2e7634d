// The PostgreSQL scenarios' database: a fresh one next to BENCH_DATABASE_URL's (or
// TEST_DATABASE_URL's), made with scripts/lib/postgres-database.mjs and dropped at the end of
// the scenario, or by cleanup.mjs if the run is interrupted.
import { spawnSync } from 'node:child_process';
import { root } from '../lib/ensure.mjs';
import { createPostgresDatabase } from '../lib/postgres-database.mjs';
import { trackLeftover } from './cleanup.mjs';

function dropDatabase(baseUrl, name) {
  // Synchronous (a child process), so it can run from an 'exit' handler; WITH (FORCE) ends
  // connections a killed server left behind (PostgreSQL 13+).
  const script = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)')).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });`;
  spawnSync(process.execPath, ['-e', script, baseUrl], { cwd: root, stdio: 'inherit' });
}

/** Why a PostgreSQL scenario is skipped when no server is given. */
export const NO_DATABASE = 'no database: set TEST_DATABASE_URL or BENCH_DATABASE_URL (or --database-url)';

/** `{ url, drop() }` of a new empty database; the server migrates it on start. */
export function createBenchDatabase(baseUrl) {
  const url = createPostgresDatabase(baseUrl, 'clanhall_bench');
  const name = new URL(url).pathname.slice(1);
  return { url, drop: trackLeftover(() => dropDatabase(baseUrl, name)) };
}
