// Runs one socket's events one after the other, in the order they arrived (chat-sockets.ts): a
// step that awaits the database holds back the ones sent after it. A step that throws or
// rejects is reported and the next one runs all the same; once the socket is closed the steps
// still waiting are skipped, so nothing acts for a socket that is gone.
// A client cannot make the chain grow without end: past MAX_WAITING steps still waiting, a new
// one is dropped (chat-sockets.ts answers a dropped join_room at once, as refused).
export type Step = () => void | Promise<void>;

export const MAX_WAITING = 100;

/** Queues a step; false when it was dropped because too many are waiting. */
export function inSentOrder(isOpen: () => boolean, onError: (error: unknown) => void): (step: Step) => boolean {
  /** The end of the chain; each new step runs once it has settled. Settled steps are let go. */
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;
  return (step) => {
    if (waiting >= MAX_WAITING) return false;
    waiting += 1;
    chain = chain
      .then(() => (isOpen() ? step() : undefined))
      .catch(onError)
      .finally(() => {
        waiting -= 1;
      });
    return true;
  };
}
