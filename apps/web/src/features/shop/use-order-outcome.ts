// What the shop does once the checkout has an answer (docs/product/shop-and-payments.md): on success the
// message, the cart emptied, the dialog closed and /orders after 2000 ms (docs/product/shop-and-payments.md); paid without an
// order, the warning (or the refund's own words), and the payments read again: the shop's banner
// then completes the order by itself (docs/product/shop-and-payments.md), or offers to.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, UI, type CartLine } from '@clanhall/shared';
import { useNotify } from '../../components/feedback/notify';
import { invalidateTopic } from '../../lib/query-topics';
import { shopKeys } from './api/keys';
import type { OrderFailure } from './checkout/use-checkout-payment';

export function useOrderOutcome(closeCheckout: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onPlaced = useCallback(() => {
    notify(CHECKOUT_MESSAGES.success, 'success');
    queryClient.setQueryData<CartLine[]>(shopKeys.cart, []);
    // The stock moved and the dashboard's counts changed too.
    for (const topic of ['cart', 'orders', 'products', 'payments'] as const) void invalidateTopic(queryClient, topic);
    closeCheckout();
    redirect.current = setTimeout(() => void navigate('/orders'), UI.redirectAfterOrderMs);
  }, [closeCheckout, navigate, notify, queryClient]);

  const onOrderFailed = useCallback(
    (failure: OrderFailure) => {
      notify(failure.message, failure.severity);
      for (const topic of ['payments', 'cart', 'products'] as const) void invalidateTopic(queryClient, topic);
      closeCheckout();
    },
    [closeCheckout, notify, queryClient],
  );

  return { onPlaced, onOrderFailed };
}
