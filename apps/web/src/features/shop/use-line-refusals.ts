// Why the server last refused a change to each cart line, in its own words ('Only 2 in stock',
// docs/product/shop-and-payments.md). docs/product/shop-and-payments.md fixes the message of a refused write ('Error updating cart',
// 'Error adding to cart'), so the reason is not lost but shown beside the line it concerns
// (CartLineRow's caption). A line's reason goes as soon as the member changes it again or a write
// of it succeeds.
import { useCallback, useState } from 'react';

export interface LineRefusals {
  reasons: ReadonlyMap<number, string>;
  refuse(lineId: number, reason: string): void;
  forget(lineId: number): void;
}

export function useLineRefusals(): LineRefusals {
  const [reasons, setReasons] = useState<ReadonlyMap<number, string>>(new Map());
  const refuse = useCallback((lineId: number, reason: string) => setReasons((current) => new Map(current).set(lineId, reason)), []);
  const forget = useCallback(
    (lineId: number) =>
      setReasons((current) => {
        if (!current.has(lineId)) return current;
        const next = new Map(current);
        next.delete(lineId);
        return next;
      }),
    [],
  );
  return { reasons, refuse, forget };
}
