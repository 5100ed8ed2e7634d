// The budgets of scenarios.mjs checked against the measured figures: the load scenarios' here,
// the flows' in flow-budgets.mjs; budget-line.mjs says what a check is. Each check is one line
// of the report and one entry of the JSON.
import { check, ms, p99AgainstFloor, pct, skippedCheck } from './budget-line.mjs';
import { flowChecks } from './flow-budgets.mjs';

/** Each row (hello-world included): every answer 2xx, no errors, the expected content, its budget. */
function rowChecks(result, row) {
  // One line for "it answered correctly": the probe's content check (when the target has one)
  // and the load run's status codes and errors; `actual` counts the bad answers.
  const contentError = row.probe.checkError ?? null;
  const checks = [
    check(
      result,
      row.label,
      'all 2xx, no errors, expected content',
      `${row.non2xx} non-2xx, ${row.errors} errors${row.probe.checkError === undefined ? '' : `, content ${contentError ?? 'ok'}`}`,
      row.non2xx === 0 && row.errors === 0 && contentError === null,
      row.non2xx + row.errors,
      0,
    ),
  ];
  const budget = row.budget ?? {};
  if (budget.minRatio !== undefined) {
    checks.push(
      check(
        result,
        row.label,
        `req/s ≥ ${pct(budget.minRatio)} of hello-world`,
        pct(row.ratio),
        row.ratio >= budget.minRatio,
        row.ratio,
        budget.minRatio,
      ),
    );
  }
  if (budget.p99OverFloor !== undefined) {
    // The floor: the bare server answering this target's own bytes in the same run (the ↳ row).
    checks.push(
      p99AgainstFloor(
        result,
        row.label,
        row.latencyMs.p99,
        row.replay?.latencyMs.p99,
        budget.p99OverFloor,
        "the bare server's p99 for the same bytes",
      ),
    );
  }
  return checks;
}

function serverChecks(result, { maxIdleRssMb, maxStartMs }) {
  const { server } = result;
  const checks = [];
  if (maxIdleRssMb !== undefined) {
    const rss = server.idleRssMb;
    checks.push(
      rss === null
        ? check(result, 'server', `idle RSS ≤ ${maxIdleRssMb} MB`, 'unknown (no /proc)', null, null, maxIdleRssMb)
        : check(
            result,
            'server',
            `idle RSS ≤ ${maxIdleRssMb} MB`,
            `${rss.toFixed(1)} MB`,
            rss <= maxIdleRssMb,
            rss,
            maxIdleRssMb,
          ),
    );
  }
  if (maxStartMs !== undefined) {
    checks.push(
      check(
        result,
        'server',
        `start to ready ≤ ${ms(maxStartMs)}`,
        ms(server.startMs),
        server.startMs <= maxStartMs,
        server.startMs,
        maxStartMs,
      ),
    );
  }
  return checks;
}

/** The same target in another scenario: not much slower for having more data. */
function scaleChecks(result, row, base, { scenario: baseId, maxFactor, p99SlackMs }) {
  const baseRow = base?.targets.find((t) => t.key === (row.compareTo ?? row.key));
  if (!baseRow) return [check(result, row.label, `compared with scenario ${baseId}`, `scenario ${baseId} not run`, null)];
  const minReqPerSec = baseRow.reqPerSec / maxFactor;
  const maxP99 = baseRow.latencyMs.p99 * maxFactor + p99SlackMs;
  const than = `${base.name} ${baseRow.path}`;
  return [
    check(
      result,
      row.label,
      `req/s ≥ 1/${maxFactor} of ${than} (${Math.round(minReqPerSec)})`,
      `${Math.round(row.reqPerSec)} (${pct(row.reqPerSec / baseRow.reqPerSec)})`,
      row.reqPerSec >= minReqPerSec,
      row.reqPerSec,
      minReqPerSec,
    ),
    check(
      result,
      row.label,
      `p99 ≤ ${maxFactor}× ${than} + ${p99SlackMs} ms (${ms(maxP99)})`,
      ms(row.latencyMs.p99),
      row.latencyMs.p99 <= maxP99,
      row.latencyMs.p99,
      maxP99,
    ),
  ];
}

/** All checks of all measured scenarios, in report order. */
export function checkBudgets(results) {
  const checks = [];
  for (const result of results) {
    if (result.skipped) {
      checks.push(skippedCheck(result));
      continue;
    }
    if (result.kind === 'flow') {
      checks.push(...flowChecks(result));
      continue;
    }
    const { budgets } = result;
    checks.push(...serverChecks(result, budgets.server ?? {}));
    for (const row of [result.hello, ...result.targets]) checks.push(...rowChecks(result, row));
    if (budgets.scaleOf) {
      const base = results.find((r) => r.id === budgets.scaleOf.scenario);
      for (const row of result.targets) checks.push(...scaleChecks(result, row, base, budgets.scaleOf));
    }
  }
  return checks;
}
