// Orders are placed in turns: at most a few of this app's run at once (reading the cart, writing
// the order), the others wait in arrival order. Placing an order is a handful of short queries.
// Let 200 buyers in at once and every query waits behind everyone else's for the database's
// connections, so all of them finish last; and none sees the units the first ones took, so each
// sold-out buyer goes through the order's transaction for nothing. In turns, the first buyers
// are done quickly and the rest find the sell-out at their first read, decided by one write
// (place-order.command.ts). The provider's calls (Stripe's are network round trips) stay outside the
// turns. Measured by `npm run bench`'s checkout rush. Per process: with several, the database
// still decides every race.
export const CHECKOUT_TURNS = 4;

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createGate(max = CHECKOUT_TURNS): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(work) {
      // A turn is handed over directly (running stays the same), so a newcomer cannot jump the queue.
      if (running < max) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        leave();
      }
    },
  };
}
