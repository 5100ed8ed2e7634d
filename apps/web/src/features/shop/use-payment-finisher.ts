// docs/product/shop-and-payments.md "nothing paid is lost": a payment that succeeded but whose checkout never
// arrived "is completed when the member comes back to the shop". Each finishable payment the
// server lists is finished once, by itself, as soon as the shop sees it. The call is idempotent,
// but it is still asked only once per payment and visit: the guard is a ref, so neither React
// StrictMode's second run of the effect nor a later refetch of the list asks again. Success says
// the spec's success message (docs/product/shop-and-payments.md) and reads the cart, orders and stock again; a
// failure leaves the payment to the banner's 'Complete order' button, which navigates to /orders
// when it succeeds, as before.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, type UnfinishedPayment } from '@clanhall/shared';
import { useNotify } from '../../components/feedback/notify';
import { invalidateTopic } from '../../lib/query-topics';
import { finishPayment } from './api/finish-payment';
import { clientErrorText } from './client-error-text';

/**
 * Where a finishable payment stands: being finished by itself ('auto'), left to the member after
 * that failed ('failed'), being finished by the member's button ('manual'), or done.
 */
export type FinishState = 'auto' | 'failed' | 'manual' | 'done';

export function usePaymentFinisher(payments: readonly UnfinishedPayment[]) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const attempted = useRef(new Set<string>());
  const [states, setStates] = useState<ReadonlyMap<string, FinishState>>(new Map());
  const setState = useCallback((id: string, state: FinishState) => setStates((current) => new Map(current).set(id, state)), []);

  /** Finishes one payment; true when its order exists now. */
  const finish = useCallback(
    async (id: string, by: 'auto' | 'manual'): Promise<true | { error: unknown }> => {
      setState(id, by);
      try {
        await finishPayment(id);
        setState(id, 'done');
        notify(CHECKOUT_MESSAGES.success, 'success');
        return true;
      } catch (error) {
        setState(id, 'failed');
        return { error };
      } finally {
        // The order, the emptied cart and the stock it took; or, refused (sold out: refunded),
        // the payment as it is now.
        for (const topic of ['payments', 'orders', 'cart', 'products'] as const) void invalidateTopic(queryClient, topic);
      }
    },
    [notify, queryClient, setState],
  );

  useEffect(() => {
    const due = payments.filter((payment) => payment.can_finish && !attempted.current.has(payment.payment_intent_id));
    if (due.length === 0) return;
    for (const payment of due) attempted.current.add(payment.payment_intent_id);
    // One after another: each order is made from what its payment kept.
    void (async () => {
      for (const payment of due) await finish(payment.payment_intent_id, 'auto');
    })();
  }, [payments, finish]);

  /** The banner's 'Complete order': the order on /orders, or why it could not be made. */
  const complete = useCallback(
    async (id: string) => {
      const result = await finish(id, 'manual');
      if (result === true) void navigate('/orders');
      else notify(clientErrorText(result.error, CHECKOUT_MESSAGES.orderFailed), 'error');
    },
    [finish, navigate, notify],
  );

  /** A payment not yet seen by the effect is about to be finished by itself. */
  const stateOf = (id: string): FinishState => states.get(id) ?? 'auto';

  return { stateOf, complete, manualRunning: [...states.values()].includes('manual') };
}
