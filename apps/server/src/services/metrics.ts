// What an operator's Prometheus scrapes from GET /metrics (plugins/metrics.ts): this process's
// requests by route and status with their durations, live connections, the public cache's hits,
// mail outcomes and background job failures, beside Node's own process metrics. Each process
// answers for itself (a scrape target per process), so nothing here crosses processes.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

/** Request durations: a public answer from memory takes well under 5 ms, a checkout up to seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// CPU, memory, event-loop lag, GC and handles belong to the process, not to one app: they are
// collected once per process however many apps (tests) are built in it.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(labels: { database: string }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  new Gauge({
    name: 'clanhall_info',
    help: 'Always 1; its labels say which database and Node.js version this process runs on.',
    labelNames: ['database', 'node_version'],
    registers,
  }).set({ database: labels.database, node_version: process.versions.node }, 1);
  const requests = new Counter({
    name: 'clanhall_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const durations = new Histogram({
    name: 'clanhall_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'clanhall_public_cache_lookups_total',
    help: 'Lookups of answers that are the same for every guest: hit (served from memory) or miss (computed).',
    labelNames: ['result'],
    registers,
  });
  const mails = new Counter({
    name: 'clanhall_mail_total',
    help: 'Mails handed to the SMTP server (sent), refused or unreachable (failed), or not sent because SMTP is not set up (skipped).',
    labelNames: ['outcome'],
    registers,
  });
  const jobFailures = new Counter({
    name: 'clanhall_background_job_failures_total',
    help: 'Background job runs that failed (each is retried at its next turn).',
    labelNames: ['job'],
    registers,
  });
  let readConnections: () => number = () => 0;
  new Gauge({
    name: 'clanhall_realtime_connections',
    help: 'Socket.IO connections open on this process.',
    registers,
    collect() {
      this.set(readConnections());
    },
  });

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
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: `${own}\n${process}` };
    },
  };
}
