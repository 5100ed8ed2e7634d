// Every cart write of the shop goes through here, one at a time (docs/product/shop-and-payments.md sale flow).
// Quick clicks on plus must neither lose an update nor show a stale total, so:
// - the quantity the member asks for is shown at once (an optimistic target per line), and the
//   total is computed from what is shown;
// - writes run in order, each sending the line's latest target as an absolute quantity (five
//   quick clicks become at most two writes, and none can overtake another);
// - each answer's `items` (the whole cart as the server now has it) replaces the cached cart;
// - a refused write drops the target, so the server's quantity shows again. Its message is the
//   spec's, exactly: 'Error updating cart' / 'Error adding to cart' (docs/product/shop-and-payments.md); the
//   server's reason ('Only N in stock', docs/product/shop-and-payments.md) is kept beside the line it concerns
//   (use-line-refusals.ts). A refused update is handed to `onUpdateFailed`: the cart dialog says
//   it inside itself (an open dialog hides the page's snackbar from screen readers).
// A quantity of 0 or less removes the line (DELETE, docs/product/shop-and-payments.md).
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SHOP_ERRORS, SHOP_MESSAGES, type CartLine, type CartWriteResponse } from '@clanhall/shared';
import { useNotify } from '../../components/feedback/notify';
import { invalidateTopic } from '../../lib/query-topics';
import { addToCart } from './api/add-to-cart';
import { shopKeys } from './api/keys';
import { removeCartLine } from './api/remove-cart-line';
import { updateCartLine } from './api/update-cart-line';
import { refusalReason } from './client-error-text';
import { useLineRefusals } from './use-line-refusals';

export interface CartWriter {
  /** The cart as shown: the server's lines with the quantities on their way; emptied lines gone. */
  lines: CartLine[];
  /** Lines whose new quantity is not yet confirmed by the server. */
  syncing: ReadonlySet<number>;
  /** The server's reason for the last refused change of a line, by line id. */
  refusals: ReadonlyMap<number, string>;
  /** True while any write is queued or on its way. */
  busy: boolean;
  add(productId: number): void;
  setQuantity(lineId: number, quantity: number): void;
  remove(lineId: number): void;
}

export interface CartWriterOptions {
  /** A quantity change was refused: `message` is 'Error updating cart' (docs/product/shop-and-payments.md). */
  onUpdateFailed(message: string): void;
}

export function useCartWriter(serverLines: readonly CartLine[], { onUpdateFailed }: CartWriterOptions): CartWriter {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(0);
  const [busy, setBusy] = useState(false);
  // The targets live in a ref (read by the queued writes) and in state (read by the render).
  const targetsRef = useRef(new Map<number, number>());
  const [targets, setTargets] = useState<ReadonlyMap<number, number>>(new Map());
  const { reasons: refusals, refuse, forget } = useLineRefusals();

  const setTarget = useCallback((lineId: number, quantity: number | undefined) => {
    if (quantity === undefined) targetsRef.current.delete(lineId);
    else targetsRef.current.set(lineId, quantity);
    setTargets(new Map(targetsRef.current));
  }, []);

  const enqueue = useCallback(
    (write: () => Promise<void>) => {
      queued.current += 1;
      setBusy(true);
      queue.current = queue.current
        .then(async () => {
          // A cart read under way must not land after this write's answer with older lines.
          await queryClient.cancelQueries({ queryKey: shopKeys.cart });
          await write();
        })
        // Writes report their own failures; the queue itself must never stop.
        .catch((error: unknown) => console.error('Cart write failed', error))
        .finally(() => {
          queued.current -= 1;
          if (queued.current === 0) {
            setBusy(false);
            // Everything else showing the cart (the dashboard's counts) reads it again.
            void invalidateTopic(queryClient, 'cart');
          }
        });
    },
    [queryClient],
  );

  const accept = useCallback(
    (answer: CartWriteResponse) => queryClient.setQueryData<CartLine[]>(shopKeys.cart, answer.items),
    [queryClient],
  );

  /** Keeps the server's reason beside the line, and shows the stock as it is now. */
  const refused = useCallback(
    (lineId: number | undefined, error: unknown) => {
      const reason = refusalReason(error);
      if (lineId !== undefined && reason) refuse(lineId, reason);
      // The cart is read again once the queue is empty (enqueue); the grid's stock chips too,
      // and, when the shop closed meanwhile, the settings that say so (docs/product/shop-and-payments.md).
      void invalidateTopic(queryClient, 'products');
      if (reason === SHOP_ERRORS.shopClosed) void invalidateTopic(queryClient, 'settings');
    },
    [queryClient, refuse],
  );

  /** Brings one line to its latest target, if the server does not have it already. */
  const syncLine = useCallback(
    async (lineId: number) => {
      const target = targetsRef.current.get(lineId);
      if (target === undefined) return;
      const current = queryClient.getQueryData<CartLine[]>(shopKeys.cart)?.find((line) => line.id === lineId);
      if (!current || current.quantity === target) {
        setTarget(lineId, undefined);
        return;
      }
      try {
        accept(target <= 0 ? await removeCartLine(lineId) : await updateCartLine(lineId, target));
        // A newer click has queued its own write; only a target reached is done.
        if (targetsRef.current.get(lineId) === target) setTarget(lineId, undefined);
      } catch (error) {
        setTarget(lineId, undefined);
        refused(lineId, error);
        onUpdateFailed(SHOP_MESSAGES.updateFailed);
      }
    },
    [accept, onUpdateFailed, queryClient, refused, setTarget],
  );

  const setQuantity = useCallback(
    (lineId: number, quantity: number) => {
      forget(lineId);
      setTarget(lineId, Math.max(0, quantity));
      enqueue(() => syncLine(lineId));
    },
    [enqueue, forget, setTarget, syncLine],
  );

  const add = useCallback(
    (productId: number) =>
      enqueue(async () => {
        try {
          const answer = await addToCart(productId);
          accept(answer);
          if (answer.item) forget(answer.item.id);
          notify(SHOP_MESSAGES.added, 'success');
        } catch (error) {
          // The product's line, when it has one, says why ('Only N in stock').
          const line = queryClient.getQueryData<CartLine[]>(shopKeys.cart)?.find((l) => l.product_id === productId);
          refused(line?.id, error);
          notify(SHOP_MESSAGES.addFailed, 'error');
        }
      }),
    [accept, enqueue, forget, notify, queryClient, refused],
  );

  const lines = useMemo(
    () =>
      serverLines
        .map((line) => (targets.has(line.id) ? { ...line, quantity: targets.get(line.id)! } : line))
        .filter((line) => line.quantity > 0),
    [serverLines, targets],
  );
  const syncing = useMemo(() => new Set(targets.keys()), [targets]);

  return { lines, syncing, refusals, busy, add, setQuantity, remove: (lineId) => setQuantity(lineId, 0) };
}
