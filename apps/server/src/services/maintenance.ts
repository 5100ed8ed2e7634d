// Housekeeping that no request waits for: expired sessions go, and stored images no row refers
// to any more (left by a crash between storing and writing, or by another process) are swept.
import type { Services } from '../services.js';
import type { FeatureJob } from '../feature.js';

const EVERY_MS = 60 * 60 * 1000;
/** An image younger than this may belong to a row still being written. */
const IMAGE_GRACE_MS = 60 * 60 * 1000;

export async function runMaintenance(services: Services): Promise<void> {
  try {
    await services.sessions.prune();
    const removed = await services.images.sweep(IMAGE_GRACE_MS);
    if (removed > 0) services.log.info({ removed }, 'unused stored images removed');
  } catch (error) {
    services.log.warn({ err: error }, 'maintenance failed; trying again later');
    services.metrics.jobFailed('maintenance');
  }
}

/** One feature job, its failures logged and retried at its next turn. */
export async function runJob(services: Services, job: FeatureJob): Promise<void> {
  try {
    await job.run(services);
  } catch (error) {
    services.log.warn({ err: error, job: job.name }, 'background job failed; trying again later');
    services.metrics.jobFailed(job.name);
  }
}

/**
 * The hourly housekeeping, and every feature's jobs at their own pace (the first run a minute
 * after start, so starting stays fast). Returns the stop function.
 */
export function startMaintenance(services: Services, jobs: readonly FeatureJob[] = []): () => void {
  const timers = [setInterval(() => void runMaintenance(services), EVERY_MS)];
  const first = setTimeout(() => void runMaintenance(services), 60_000);
  for (const job of jobs) timers.push(setInterval(() => void runJob(services, job), job.everyMs));
  for (const timer of [...timers, first]) timer.unref();
  return () => {
    clearTimeout(first);
    timers.forEach((timer) => clearInterval(timer));
  };
}
