// Runs one socket's events one after the other, in the order they arrived (chat-sockets.ts): a
// step that awaits the database holds back the ones sent after it. A step that throws or
// rejects is reported and the next one runs all the same; once the socket is closed the steps
// still waiting are skipped, so nothing acts for a socket that is gone.
export type Step = () => void | Promise<void>;

export function inSentOrder(isOpen: () => boolean, onError: (error: unknown) => void): (step: Step) => void {
  /** The end of the chain; each new step runs once it has settled. Settled steps are let go. */
  let chain: Promise<void> = Promise.resolve();
  return (step) => {
    chain = chain.then(() => (isOpen() ? step() : undefined)).catch(onError);
  };
}
