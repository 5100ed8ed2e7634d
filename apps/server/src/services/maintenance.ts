// Housekeeping that no request waits for: expired sessions go, and stored images no row refers
// to any more (left by a crash between storing and writing, or by another process) are swept.
import type { Services } from '../services.js';

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
  }
}

/** Runs now and every hour; returns the stop function. */
export function startMaintenance(services: Services): () => void {
  void runMaintenance(services);
  const timer = setInterval(() => void runMaintenance(services), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
