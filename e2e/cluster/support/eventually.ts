// Waiting for something another process does: the condition asked again every 50 ms until it
// holds, or a failure naming what did not happen in time.

/** How long a change may take to show through another process before the test fails. */
export const CROSSING_MS = 5_000;

/** `check()` true within `withinMs` (asked every 50 ms), or the error `what` says. */
export async function eventually(what: string, check: () => Promise<boolean>, withinMs = CROSSING_MS) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
