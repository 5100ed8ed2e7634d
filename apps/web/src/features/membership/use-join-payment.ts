// Buying a membership (docs/product/membership.md Buying a membership), the shop's flow for a plan:
// 1. POST /api/membership/checkout { plan_id }: the intent for the plan's price, set by the server;
// 2. the card confirmed with the provider (the test provider's field or Stripe Elements); its
//    refusal in its own words, as the shop shows it;
// 3. POST /api/membership/activate { payment_intent_id }: the account is a member at once. The
//    stored user is re-read then, so the header, the guards and every screen see role member
//    without a reload. A failure to hear activation's answer after a paid card is offered again
//    ('Finish joining'): activation is idempotent, and the server completes or refunds a payment
//    that is never activated (nothing paid is lost).
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_MESSAGES, JOIN_CHECKOUT_TEXTS, type MembershipPlan, type MembershipView } from '@clanhall/shared';
import type { CardPayer } from '../../components/payments/card-payer';
import { ApiError, errorText } from '../../lib/http';
import { invalidateTopic } from '../../lib/query-topics';
import { refreshSession } from '../../lib/refresh-session';
import { getSession, updateUser } from '../../lib/session';
import { activateMembership } from './api/activate-membership';
import { myMembershipQuery } from './api/get-membership';
import { startCheckout } from './api/start-checkout';

export type JoinPhase = 'idle' | 'paying' | 'activating' | 'joined' | 'activation-failed';

export interface JoinPayment {
  phase: JoinPhase;
  /** Why the last attempt did not pay or activate. */
  error: string | null;
  membership: MembershipView | null;
  pay(plan: MembershipPlan, payer: CardPayer): Promise<void>;
  /** After 'activation-failed': asks activation again for the payment that went through. */
  retryActivation(): Promise<void>;
  reset(): void;
}

type PaidIntent = { paid: true; intentId: string } | { paid: false; error: string };

/** The server refused for a reason asking again will not change (a 4xx with its own words). */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && Boolean(error.serverError);

export function useJoinPayment(): JoinPayment {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<JoinPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [membership, setMembership] = useState<MembershipView | null>(null);
  const paidIntent = useRef<string | null>(null);
  const running = useRef(false);

  const payIntent = useCallback(
    async (plan: MembershipPlan, payer: CardPayer): Promise<PaidIntent> => {
      try {
        const intent = await startCheckout(plan.id);
        if (!intent.clientSecret || !intent.paymentIntentId) return { paid: false, error: CHECKOUT_MESSAGES.noClientSecret };
        const result = await payer.confirm(intent.clientSecret);
        if (result.status === 'refused') return { paid: false, error: result.message };
        if (result.status !== 'succeeded') return { paid: false, error: CHECKOUT_MESSAGES.notSucceeded };
        return { paid: true, intentId: intent.paymentIntentId };
      } catch (failure) {
        // 409: a plan withdrawn meanwhile, a membership already held: show how things are now.
        if (failure instanceof ApiError && failure.status === 409) void invalidateTopic(queryClient, 'membership');
        return { paid: false, error: errorText(failure, CHECKOUT_MESSAGES.failed) };
      }
    },
    [queryClient],
  );

  const activate = useCallback(
    async (intentId: string) => {
      setPhase('activating');
      try {
        const started = await activateMembership(intentId);
        paidIntent.current = null;
        queryClient.setQueryData(myMembershipQuery.queryKey, started);
        setMembership(started);
        await refreshSession();
        // The server made the account a member in activation's own transaction; a profile read
        // that was already on its way before it may still say 'user'.
        const { user } = getSession();
        if (user && user.role === 'user') updateUser({ ...user, role: 'member' });
        setPhase('joined');
        void invalidateTopic(queryClient, 'membership');
        // Members-only stories read as a guest or user are read whole now.
        void invalidateTopic(queryClient, 'posts');
      } catch (failure) {
        if (isRefusal(failure)) {
          paidIntent.current = null;
          setError(errorText(failure, JOIN_CHECKOUT_TEXTS.activationFailed));
          setPhase('idle');
          void invalidateTopic(queryClient, 'membership');
          return;
        }
        setError(JOIN_CHECKOUT_TEXTS.activationFailed);
        setPhase('activation-failed');
      }
    },
    [queryClient],
  );

  const pay = useCallback(
    async (plan: MembershipPlan, payer: CardPayer) => {
      if (running.current) return;
      setError(null);
      // Only what no request can be built without; the provider judges the rest of the card.
      const unsendable = payer.check();
      if (unsendable) {
        setError(unsendable);
        return;
      }
      running.current = true;
      setPhase('paying');
      try {
        const payment = await payIntent(plan, payer);
        if (!payment.paid) {
          setError(payment.error);
          setPhase('idle');
          return;
        }
        paidIntent.current = payment.intentId;
        await activate(payment.intentId);
      } finally {
        running.current = false;
      }
    },
    [activate, payIntent],
  );

  const retryActivation = useCallback(async () => {
    const intentId = paidIntent.current;
    if (!intentId || running.current) return;
    running.current = true;
    setError(null);
    try {
      await activate(intentId);
    } finally {
      running.current = false;
    }
  }, [activate]);

  const reset = useCallback(() => {
    if (running.current) return;
    setError(null);
    if (!paidIntent.current) setPhase('idle');
  }, []);

  return { phase, error, membership, pay, retryActivation, reset };
}
