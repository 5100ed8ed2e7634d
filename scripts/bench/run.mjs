#!/usr/bin/env node
// `npm run bench`: throughput, latency, size and memory of the production server against a
// bare Fastify hello-world on the same machine, and flows of many members at once (a checkout
// rush, a chat room's fan-out against a bare Socket.IO server), checked against the budgets of
// scenarios.mjs.
// Prints one table and the budget lines, writes the same figures as JSON, and exits 1 when a
// budget is missed (after printing everything). Not part of `npm test`: it takes minutes and
// wants the machine to itself. Options: see options.mjs or `npm run bench -- --help`.
//
// Only modules that need nothing from node_modules are imported up front; the rest (autocannon
// and the servers) are imported once ensureDependencies() has installed what is missing.
import { ensureBuilt, ensureDependencies } from '../lib/ensure.mjs';
import { checkBudgets } from './budgets.mjs';
import { installCleanup } from './cleanup.mjs';
import { parseOptions } from './options.mjs';
import { printBudgets, printFlows, printScale, printTable, writeJson } from './report.mjs';
import { scenarios } from './scenarios.mjs';

let options;
try {
  options = parseOptions(
    process.argv.slice(2),
    process.env,
    scenarios.map((s) => s.id),
  );
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (options === null) process.exit(0);
installCleanup();

ensureDependencies();
ensureBuilt();
const { runScenario, runScenarioPair } = await import('./scenario-runner.mjs');
const { runFlowScenario } = await import('./flow-runner.mjs');
const { startHelloWorld } = await import('./servers.mjs');

const startedAt = new Date().toISOString();
const selected = scenarios.filter((s) => options.only === null || options.only.includes(s.id));
const isFlow = (scenario) => scenario.kind === 'flow';
console.log(
  `• Benchmark: ${selected.map((s) => s.name).join(', ')}; ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per URL target`,
);

// The hello-world is the yardstick of the load scenarios only.
const hello = selected.some((s) => !isFlow(s)) ? await startHelloWorld() : null;
const results = [];
// A scenario that breaks (a server that does not start, say) ends the run, but what was
// measured before it is still reported.
let crash = null;
try {
  // A scenario compared with another (`inTurnsWith`, the clubs) is measured in turns with it
  // when both are selected.
  const paired = new Set();
  for (const scenario of selected) {
    if (paired.has(scenario.id)) continue;
    const partner = selected.find((s) => s.inTurnsWith === scenario.id);
    if (partner) {
      paired.add(partner.id);
      results.push(...(await runScenarioPair([scenario, partner], hello, options)));
    } else {
      results.push(isFlow(scenario) ? await runFlowScenario(scenario, options) : await runScenario(scenario, hello, options));
    }
  }
} catch (error) {
  crash = error;
} finally {
  await hello?.stop();
}

const checks = checkBudgets(results);
if (results.length > 0) {
  printTable(results, options);
  printScale(results);
  printFlows(results);
  printBudgets(checks);
  writeJson(options.out, { options, results, checks, startedAt, crash });
}
if (crash) console.error(`\nThe benchmark stopped early: ${crash.stack ?? crash}`);
process.exitCode = crash || checks.some((c) => c.pass === false) ? 1 : 0;
