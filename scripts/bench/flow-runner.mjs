// One flow scenario from start to finish: a server on its own temporary DATA_DIR (and, for a
// PostgreSQL scenario, its own new database), its idle memory, then the scenario's `run`, which
// makes its data through the API and measures a flow of its own (many members at once, not one
// URL under autocannon), and the memory peak at the end. A PostgreSQL scenario without a
// database URL to use is reported as skipped, not failed.
import { setTimeout as sleep } from 'node:timers/promises';
import { makeTempDir, removeTempDir } from './cleanup.mjs';
import { readMemory, startRssSampler } from './memory.mjs';
import { createBenchDatabase, NO_DATABASE } from './postgres.mjs';
import { startClanhall } from './servers.mjs';

// As in scenario-runner.mjs: "idle" is read after this pause, before any request.
const IDLE_SETTLE_MS = 1000;

const round1 = (x) => (x == null ? null : Math.round(x * 10) / 10);

export async function runFlowScenario(scenario, options) {
  console.log(`\n▶ ${scenario.name}`);
  const base = { id: scenario.id, name: scenario.name, kind: 'flow', flow: scenario.flow, budgets: scenario.budgets };
  if (scenario.database === 'postgres' && !options.databaseUrl) {
    console.log(`  skipped: ${NO_DATABASE}`);
    return { ...base, skipped: NO_DATABASE, server: null, figures: null };
  }
  const database = scenario.database === 'postgres' ? createBenchDatabase(options.databaseUrl) : null;
  const dataDir = makeTempDir(`clanhall-bench-${scenario.id}-`);
  try {
    const server = await startClanhall(dataDir, { databaseUrl: database?.url ?? '' });
    try {
      console.log(`  server ready in ${Math.round(server.startMs)} ms (${database ? 'PostgreSQL' : 'SQLite'})`);
      await sleep(IDLE_SETTLE_MS);
      const idleRssMb = readMemory(server.pid)?.rssMb ?? null;
      const sampler = startRssSampler(server.pid);
      const figures = await scenario.run({ baseUrl: server.baseUrl });
      const { peakRssMb, peakSource } = sampler.stop();
      return {
        ...base,
        skipped: null,
        server: {
          database: database ? 'postgres' : 'sqlite',
          startMs: round1(server.startMs),
          idleRssMb: round1(idleRssMb),
          peakRssMb: round1(peakRssMb),
          peakSource,
        },
        figures,
      };
    } finally {
      await server.stop();
    }
  } finally {
    removeTempDir(dataDir);
    database?.drop();
  }
}
