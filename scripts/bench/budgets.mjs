// The budgets of scenarios.mjs checked against the measured figures. Each check is one line of
// the report and one entry of the JSON: pass true / false, or null when it could not be judged
// (e.g. `--only=10000` leaves nothing to compare the 10,000-post figures with), which is not a
// failure. `actual` and `limit` are numbers, for tools comparing runs; `value` and `rule` are
// what a person reads.

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const ms = (x) => `${Math.round(x)} ms`;

function check(result, subject, rule, value, pass, actual = null, limit = null) {
  return { scenario: result.name, subject, rule, value, pass, actual, limit };
}

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
  if (budget.maxP99Ms !== undefined) {
    checks.push(
      check(
        result,
        row.label,
        `p99 ≤ ${ms(budget.maxP99Ms)}`,
        ms(row.latencyMs.p99),
        row.latencyMs.p99 <= budget.maxP99Ms,
        row.latencyMs.p99,
        budget.maxP99Ms,
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

const ms1 = (x) => (x == null ? '–' : `${x} ms`);

/** The checkout rush (checkout-rush.mjs): the stock sold exactly once, the rest refused, in time. */
function checkoutChecks(result) {
  const { budgets: b, figures: f } = result;
  const created = f.checkoutStatuses['201'] ?? 0;
  const refused = f.checkoutStatuses['409'] ?? 0;
  const others = f.buyers - b.orders;
  const p99 = f.latencyMs.checkout.p99;
  return [
    check(
      result,
      'orders',
      `exactly ${b.orders} orders from ${f.buyers} buyers of ${f.stock} units`,
      `${f.ordersMade} orders, ${created} checkouts answered 201`,
      f.ordersMade === b.orders && created === b.orders,
      f.ordersMade,
      b.orders,
    ),
    check(result, 'stock', `${b.stockLeft} left`, String(f.stockLeft), f.stockLeft === b.stockLeft, f.stockLeft, b.stockLeft),
    check(
      result,
      'refusals',
      `the other ${others} checkouts answered 409 (sold out, refunded)`,
      Object.entries(f.checkoutStatuses)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', '),
      refused === others,
      refused,
      others,
    ),
    check(
      result,
      'POST /api/shop/checkout',
      `p99 ≤ ${b.maxP99Ms} ms`,
      ms1(p99),
      p99 !== null && p99 <= b.maxP99Ms,
      p99,
      b.maxP99Ms,
    ),
  ];
}

/** The chat fan-out (chat-fanout.mjs): every message to every socket once, soon, at the bare server's pace. */
function fanoutChecks(result) {
  const { budgets: b, figures: f } = result;
  const once = (run, name) =>
    check(
      result,
      name,
      'every message delivered to every socket exactly once',
      `${run.deliveries} of ${run.expectedDeliveries}; ${run.missing} missing, ${run.duplicates} duplicates`,
      run.missing === 0 && run.duplicates === 0 && run.deliveries === run.expectedDeliveries,
      run.missing + run.duplicates,
      0,
    );
  const p99 = f.clanhall.latencyMs.p99;
  // Every round, not only the better one, must have delivered every message exactly once.
  const all = (name) => {
    const rounds = (f.rounds ?? [f]).map((round) => round[name]);
    const sum = (key) => rounds.reduce((total, run) => total + run[key], 0);
    return {
      deliveries: sum('deliveries'),
      expectedDeliveries: sum('expectedDeliveries'),
      missing: sum('missing'),
      duplicates: sum('duplicates'),
    };
  };
  return [
    once(all('clanhall'), 'Clanhall'),
    // The yardstick's own deliveries must be whole too, or the ratio means nothing.
    once(all('bare'), 'bare Socket.IO'),
    check(result, 'Clanhall', `delivery p99 ≤ ${b.maxP99Ms} ms`, ms1(p99), p99 !== null && p99 <= b.maxP99Ms, p99, b.maxP99Ms),
    check(
      result,
      'Clanhall',
      `delivered/s ≥ ${pct(b.minRateRatio)} of the bare server's (${Math.round(f.bare.deliveredPerSec * b.minRateRatio)})`,
      `${f.clanhall.deliveredPerSec} (${pct(f.rateRatio)})`,
      f.rateRatio >= b.minRateRatio,
      f.rateRatio,
      b.minRateRatio,
    ),
  ];
}

const FLOW_CHECKS = { checkout: checkoutChecks, fanout: fanoutChecks };

function flowChecks(result) {
  if (result.skipped) return [check(result, 'scenario', 'run', `skipped: ${result.skipped}`, null)];
  return FLOW_CHECKS[result.flow](result);
}

/** All checks of all measured scenarios, in report order. */
export function checkBudgets(results) {
  const checks = [];
  for (const result of results) {
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
