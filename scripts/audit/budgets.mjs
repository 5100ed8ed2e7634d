// The audit's budgets (issue 24) and the verdict on them. Lighthouse mobile, median of the runs,
// each public page: Performance ≥ 99, Accessibility, Best Practices and SEO 100. axe-core: no
// violation in any state of any screen. Performance is the one figure that moves with the host
// (Lighthouse slows the page's CPU 4× on top of the host's own): a page whose counted round ran
// on a slow or busy host has a Performance miss reported, not failed.
import { cpus } from 'node:os';

export const LIGHTHOUSE_BUDGET = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 };

/** Lighthouse's own threshold (core/gather/driver/environment.js): at or below it, "a slower CPU than Lighthouse expects". */
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * A 1-minute load average above this, when a run starts, means other work was competing for
 * the CPU (the audit alone, its Chromium and its server, stays near the number of cores).
 */
export const BUSY_HOST_LOAD = 2 * cpus().length;

const CATEGORY_NAMES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best Practices',
  seo: 'SEO',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Why a page's counted runs say nothing sure about its Performance, or null when they do. */
export function slowRun(row) {
  if (row.benchmarkIndex <= SLOW_HOST_BENCHMARK_INDEX)
    return `slow host: benchmarkIndex ${Math.round(row.benchmarkIndex)} ≤ ${SLOW_HOST_BENCHMARK_INDEX}`;
  const load = Math.max(...row.runs.map((run) => run.load));
  if (load > BUSY_HOST_LOAD) return `busy host: load average ${load.toFixed(1)} > ${BUSY_HOST_LOAD} when a run started`;
  return null;
}

/** The host as Lighthouse measured it over every counted run, and the highest load seen. */
export function machineSpeed(rows) {
  const runs = rows.flatMap((row) => row.runs);
  const indexes = runs.map((run) => run.benchmarkIndex);
  return {
    benchmarkIndex: median(indexes),
    minIndex: Math.min(...indexes),
    maxIndex: Math.max(...indexes),
    maxLoad: Math.max(...runs.map((run) => run.load)),
    slowBelow: SLOW_HOST_BENCHMARK_INDEX,
    busyAbove: BUSY_HOST_LOAD,
    slowPages: rows.filter((row) => slowRun(row)).map((row) => `${row.page} (${slowRun(row)})`),
  };
}

/** `{ failures, notes }`: the misses that fail the run, and those reported only. */
export function judgeLighthouse(rows) {
  const failures = [];
  const notes = [];
  for (const row of rows) {
    for (const [key, budget] of Object.entries(LIGHTHOUSE_BUDGET)) {
      if (row[key] >= budget) continue;
      const line = `${row.page}: ${CATEGORY_NAMES[key]} ${row[key]} < ${budget}`;
      const slow = key === 'performance' && slowRun(row);
      if (slow) notes.push(`${line} (not failed: ${slow})`);
      else failures.push(line);
    }
  }
  return { failures, notes };
}

/** One failure per state with violations, or that could not be audited. */
export function judgeAxe(results) {
  return results
    .filter((r) => r.error || r.violations.length)
    .map(
      (r) =>
        `${r.screen} / ${r.role} / ${r.dialog || '—'} / ${r.width} px: ${r.error ? `not audited (${r.error})` : r.violations.map((v) => v.id).join(', ')}`,
    );
}
