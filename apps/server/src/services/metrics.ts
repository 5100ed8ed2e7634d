// What an operator's Prometheus scrapes from GET /metrics (plugins/metrics.ts): this process's
// requests by route and status with their durations, live connections, the public cache's hits,
// mail outcomes and background job failures, beside Node's own process metrics. Each process
// answers for itself (a scrape target per process), so nothing here crosses processes.
//
// The app's own series are plain counters kept here and written in the Prometheus text format
// at scrape time (metrics-exposition.ts); prom-client, which measures the process (CPU, memory,
// event-loop lag, GC), is loaded on the first scrape: it costs ~11 MB of memory that a server
// nobody scrapes need not pay (the bench's idle-memory budget, docs/decisions/014).
import { counterFamily, gaugeFamily, histogramFamily, type Family } from './metrics-exposition.js';

export type MailOutcome = 'sent' | 'failed' | 'skipped';

export interface Metrics {
  /** One answered HTTP request; `route` is the route's pattern (bounded), never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  publicCacheLookup(hit: boolean): void;
  mail(outcome: MailOutcome): void;
  jobFailed(job: string): void;
  /** Reads the number of live Socket.IO connections at scrape time. */
  countConnections(read: () => number): void;
  /** The Prometheus text exposition of this process. */
  render(): Promise<{ contentType: string; body: string }>;
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Request durations: a public answer from memory takes well under 5 ms, a checkout up to seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// CPU, memory, event-loop lag, GC and handles belong to the process, not to one app: collected
// once per process however many apps (tests) are built in it.
let processMetrics: Promise<{ metrics(): Promise<string> }> | undefined;
function loadProcessMetrics() {
  processMetrics ??= import('prom-client').then(({ Registry, collectDefaultMetrics }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    return registry;
  });
  return processMetrics;
}

export function createMetrics(labels: { database: string }): Metrics {
  const info = gaugeFamily('clanhall_info', 'Always 1; its labels say which database and Node.js version this process runs on.');
  info.set({ database: labels.database, node_version: process.versions.node }, 1);
  const requests = counterFamily('clanhall_http_requests_total', 'HTTP requests answered, by method, route pattern and status code.');
  const durations = histogramFamily(
    'clanhall_http_request_duration_seconds',
    'Time from a request arriving to its answer being sent, by method and route pattern.',
    DURATION_BUCKETS,
  );
  const cacheLookups = counterFamily(
    'clanhall_public_cache_lookups_total',
    'Lookups of answers that are the same for every guest: hit (served from memory) or miss (computed).',
  );
  const mails = counterFamily(
    'clanhall_mail_total',
    'Mails handed to the SMTP server (sent), refused or unreachable (failed), or not sent because SMTP is not set up (skipped).',
  );
  const jobFailures = counterFamily('clanhall_background_job_failures_total', 'Background job runs that failed (each is retried at its next turn).');
  const connections = gaugeFamily('clanhall_realtime_connections', 'Socket.IO connections open on this process.');
  let readConnections: () => number = () => 0;
  const families: Family[] = [info, requests, durations, cacheLookups, mails, jobFailures, connections];

  return {
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status_code: status });
      durations.observe({ method, route }, seconds);
    },
    publicCacheLookup: (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
    mail: (outcome) => mails.inc({ outcome }),
    jobFailed: (job) => jobFailures.inc({ job }),
    countConnections(read) {
      readConnections = read;
    },
    async render() {
      connections.set({}, readConnections());
      const own = families.map((family) => family.render()).join('');
      const process = await (await loadProcessMetrics()).metrics();
      return { contentType: METRICS_CONTENT_TYPE, body: `${own}\n${process}` };
    },
  };
}
