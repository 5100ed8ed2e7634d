// One budget check as the report prints it and the JSON keeps it: pass true / false, or null
// when it could not be judged (e.g. `--only=10000` leaves nothing to compare the 10,000-post
// figures with), which is not a failure. `actual` and `limit` are numbers, for tools comparing
// runs; `value` and `rule` are what a person reads.

export const pct = (x) => `${(x * 100).toFixed(1)}%`;
export const ms = (x) => `${Math.round(x)} ms`;
/** Latencies taken from every sample (the flows): to a tenth, or a dash when there were none. */
export const ms1 = (x) => (x == null ? '–' : `${x} ms`);

export function check(result, subject, rule, value, pass, actual = null, limit = null) {
  return { scenario: result.name, subject, rule, value, pass, actual, limit };
}

/** The one line of a scenario that did not run (a PostgreSQL one without a database). */
export const skippedCheck = (result) => check(result, 'scenario', 'run', `skipped: ${result.skipped}`, null);

/**
 * A p99 judged against a floor measured in the same run (the same bytes from a bare server,
 * the bare Socket.IO server's deliveries): at most `factor` times it plus `slackMs`, since a
 * fixed figure in milliseconds fails on a slow machine whatever the server does. The floor's
 * own p99 is in the rule, the absolute p99 in the value; `floorName` names that p99 ("the
 * bare server's p99 for the same bytes").
 */
export function p99AgainstFloor(result, subject, p99, floor, { factor, slackMs }, floorName) {
  if (p99 == null || floor == null) {
    return check(
      result,
      subject,
      `p99 ≤ ${factor}× ${floorName} + ${slackMs} ms`,
      `no ${p99 == null ? 'p99' : 'floor'} measured`,
      null,
    );
  }
  const limit = floor * factor + slackMs;
  return check(
    result,
    subject,
    `p99 ≤ ${factor}× ${floorName} (${floor} ms) + ${slackMs} ms = ${Math.round(limit * 10) / 10} ms`,
    `${p99} ms`,
    p99 <= limit,
    p99,
    limit,
  );
}
