// The payment flow (docs/product/shop-and-payments.md):
// 1. ask for a payment intent with the total in cents and the shipping fields; no client secret
//    is 'No payment intent received from server';
// 2. confirm the card with the provider; its refusal shows its own message, any other outcome
//    than success 'Payment was not successful', a failure to ask 'Payment failed. Please try
//    again.' (a refusal the server explains, such as 'Your cart has changed. Please review your
//    order.', in its own words);
// 3. only after success post the order with the shipping fields, the items and the intent.
//    A failure there is reported to the page: the payment went through, so the dialog closes and
//    the shop offers to complete the order (or, on a 409 such as sold out, says it was refunded).
// While it runs the pay button is disabled and reads 'Processing Payment...'.
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, SHOP_ERRORS, type CartLine, type OrderWithItems, type ShippingFields } from '@clanhall/shared';
import { ApiError } from '../../../lib/http';
import { invalidateTopic } from '../../../lib/query-topics';
import { createPaymentIntent } from '../api/create-payment-intent';
import { placeOrder } from '../api/place-order';
import { cartTotalCents } from '../cart-total';
import { clientErrorText } from '../client-error-text';
import type { CardPayer } from '../../../components/payments/card-payer';

export interface OrderFailure {
  message: string;
  severity: 'warning' | 'error';
}

export interface CheckoutPaymentOptions {
  onPlaced(order: OrderWithItems): void;
  onOrderFailed(failure: OrderFailure): void;
}

export interface CheckoutPayment {
  processing: boolean;
  /** Why the last attempt did not pay, shown in the dialog. */
  error: string | null;
  pay(lines: readonly CartLine[], shipping: ShippingFields, payer: CardPayer): Promise<void>;
  clearError(): void;
}

/**
 * The checkout's answers that mean the payment was given back: a shop closed meanwhile refunds
 * a paid payment too (docs/product/shop-and-payments.md).
 */
const REFUNDED = new Set<string>([SHOP_ERRORS.soldOutRefunded, SHOP_ERRORS.paymentRefunded, SHOP_ERRORS.shopClosed]);

type PaidIntent = { paid: true; intentId: string } | { paid: false; error: string };

export function useCheckoutPayment({ onPlaced, onOrderFailed }: CheckoutPaymentOptions): CheckoutPayment {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  /** Steps 1 and 2: a payment intent for the cart, and the card confirmed for it. */
  const payIntent = useCallback(
    async (lines: readonly CartLine[], shipping: ShippingFields, payer: CardPayer): Promise<PaidIntent> => {
      try {
        const intent = await createPaymentIntent({ amount: cartTotalCents(lines), shipping });
        if (!intent.clientSecret || !intent.paymentIntentId) return { paid: false, error: CHECKOUT_MESSAGES.noClientSecret };
        const result = await payer.confirm(intent.clientSecret);
        if (result.status === 'refused') return { paid: false, error: result.message };
        if (result.status !== 'succeeded') return { paid: false, error: CHECKOUT_MESSAGES.notSucceeded };
        return { paid: true, intentId: intent.paymentIntentId };
      } catch (failure) {
        // 409: the cart changed meanwhile, or the shop closed: show the member how things are now.
        if (failure instanceof ApiError && failure.status === 409) {
          void invalidateTopic(queryClient, 'cart');
          if (failure.serverError === SHOP_ERRORS.shopClosed) void invalidateTopic(queryClient, 'settings');
        }
        return { paid: false, error: clientErrorText(failure, CHECKOUT_MESSAGES.failed) };
      }
    },
    [queryClient],
  );

  const pay = useCallback(
    async (lines: readonly CartLine[], shipping: ShippingFields, payer: CardPayer) => {
      if (running.current) return;
      setError(null);
      // Only what no request can be built without; the provider judges the rest of the card.
      const unsendable = payer.check();
      if (unsendable) {
        setError(unsendable);
        return;
      }
      running.current = true;
      setProcessing(true);
      try {
        const payment = await payIntent(lines, shipping, payer);
        if (!payment.paid) {
          setError(payment.error);
          return;
        }
        try {
          const { order } = await placeOrder({
            ...shipping,
            items: lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity })),
            payment_intent_id: payment.intentId,
          });
          onPlaced(order);
        } catch (failure) {
          // Sold out or closed while paying: no order, and the payment was refunded
          // (docs/product/shop-and-payments.md), which the server's own words say. Anything else leaves a paid payment to complete.
          const answer = failure instanceof ApiError && failure.status === 409 ? failure.serverError : undefined;
          if (answer === SHOP_ERRORS.shopClosed) void invalidateTopic(queryClient, 'settings');
          onOrderFailed(
            answer && REFUNDED.has(answer)
              ? { message: answer, severity: 'error' }
              : { message: CHECKOUT_MESSAGES.orderFailed, severity: 'warning' },
          );
        }
      } finally {
        running.current = false;
        setProcessing(false);
      }
    },
    [onOrderFailed, onPlaced, payIntent, queryClient],
  );

  return { processing, error, pay, clearError: useCallback(() => setError(null), []) };
}
