// Waiting until the server under test has finished what a load run left in flight. autocannon
// stops at the end of its duration and drops the requests still unanswered, but the server goes
// on with them: a target answering 1 request a second over 10 connections leaves ten requests,
// about ten seconds of work, which would otherwise be charged to the next target (or, after a
// warm-up, to the measured run). Quiet: the server process used at most QUIET_SHARE of a core
// over a window, and on PostgreSQL no other query of its database is running (the work may be
// waiting there while the server idles).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../lib/ensure.mjs';

const WINDOW_MS = 250;
const QUIET_SHARE = 0.1;
/** Linux's USER_HZ: /proc counts CPU time in these ticks on every common configuration. */
const TICKS_PER_SECOND = 100;
/** Past this, measuring goes on with a warning: a server that never settles is a finding too. */
const GIVE_UP_MS = 120_000;

/** User plus system CPU ticks of a process, or null without /proc. */
function cpuTicks(pid) {
  try {
    // The fields after the command name, which sits in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** `wait()` resolves with the milliseconds waited once the server is quiet; `close()` when done. */
export async function quietWatcher(pid, { databaseUrl = '' } = {}) {
  let client = null;
  if (databaseUrl) {
    const { Client } = createRequire(join(root, 'apps/server/package.json'))('pg');
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  }
  // The server's connections only: autovacuum's workers are not the server's work.
  const RUNNING = `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()
    AND backend_type = 'client backend' AND pid <> pg_backend_pid() AND state = 'active'`;
  const busyQueries = async () => (client ? Number((await client.query(RUNNING)).rows[0].n) : 0);
  const maxTicks = Math.floor((WINDOW_MS / 1000) * TICKS_PER_SECOND * QUIET_SHARE);

  return {
    async wait() {
      const started = Date.now();
      for (;;) {
        const before = cpuTicks(pid);
        if (before === null) return 0;
        await sleep(WINDOW_MS);
        const used = cpuTicks(pid) - before;
        if (used <= maxTicks && (await busyQueries()) === 0) return Date.now() - started - WINDOW_MS;
        if (Date.now() - started > GIVE_UP_MS) {
          console.log(`  (the server was still busy ${GIVE_UP_MS / 1000} s after the load ended; measuring on)`);
          return Date.now() - started;
        }
      }
    },
    async close() {
      await client?.end();
    },
  };
}
