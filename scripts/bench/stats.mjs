// Latency figures of the flow scenarios, from every sample rather than a histogram: there are
// at most a few hundred thousand, and whole milliseconds would hide what a 50 ms budget needs.

/** The nearest-rank percentile of an ascending array (p in 0..100); null for no samples. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

const round1 = (x) => (x == null ? null : Math.round(x * 10) / 10);

/** `{ count, min, p50, p99, max }` in milliseconds, to a tenth. */
export function summarise(samples) {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    min: round1(sorted.length ? sorted[0] : null),
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.length ? sorted[sorted.length - 1] : null),
  };
}

/** How many times each value occurs: `{ "201": 50, "409": 150 }`. */
export function tally(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
