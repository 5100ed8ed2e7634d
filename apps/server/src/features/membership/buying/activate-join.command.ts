// Turning a paid join into a membership (docs/product/membership.md: activation makes the
// account a member at once; nothing paid is lost). One command for the member's activation, the
// Stripe webhook and the job that finishes what a closed tab left:
// 1. The provider is asked first, outside any transaction (a network call must not hold the
//    database's write lock): the intent must have succeeded, for the payment's amount.
// 2. One write transaction under the membership's lock, the payment row locked: a payment
//    already activated answers so (a second or racing activation makes no second membership);
//    one that cannot become a membership (the account is gone, or a member by other means
//    meanwhile) is decided refunded; otherwise the membership starts (services/memberships.ts)
//    with its period from the clock, the payment is marked succeeded, and the start audited.
// 3. After commit: the role change is announced to every process, and a refund decided is
//    made (refunds.ts). A plan deactivated after its checkout still activates what was paid
//    (docs/decisions/033).
import type { Services } from '../../../services.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { announceRoleChange, membershipLock, startMembership } from '../../../services/memberships.js';
import type { ProviderIntent } from '../../../services/payments/payment-provider.js';
import { lockAccount } from '../accounts.repository.js';
import { membershipAudit } from '../membership-audit.js';
import { joinRefusal } from '../membership.policy.js';
import { lockMembership } from '../member/memberships.repository.js';
import { findPlan } from '../plans/plans.repository.js';
import { periodEndAfter } from '../renewals/periods.js';
import {
  lockMembershipPayment,
  updateMembershipPaymentFrom,
  type MembershipPaymentRow,
} from './membership-payments.repository.js';
import { executeRefund, REFUND_REASONS } from './refunds.js';

export type ActivationOutcome =
  /** The membership started now, or had started with this payment before. */
  | { kind: 'activated'; userId: number }
  /** It could not start; the payment is refunded (or will be, by the job). */
  | { kind: 'refunded'; reason: keyof typeof REFUND_REASONS; refusal?: Error }
  /** The provider has not taken the money (or the intent is not this payment's). */
  | { kind: 'unpaid'; intent: ProviderIntent | null };

const WAITING = ['requires_payment', 'failed', 'canceled'] as const;

export async function activateJoin(services: Services, payment: MembershipPaymentRow): Promise<ActivationOutcome> {
  const intent = await services.payments.retrieveIntent(payment.intent_id);
  if (intent?.status !== 'succeeded') return { kind: 'unpaid', intent };
  const mismatch = intent.amountCents !== payment.amount_cents || intent.currency !== payment.currency;

  const decided = await writeTransaction(
    services.db,
    async (trx): Promise<{ outcome: ActivationOutcome; refund?: MembershipPaymentRow; roleChanged?: boolean }> => {
      const current = await lockMembershipPayment(trx, payment.id, services.db.dialect);
      if (!current) return { outcome: { kind: 'unpaid', intent } };
      if (current.status === 'succeeded') return { outcome: { kind: 'activated', userId: current.user_id! } };
      if (current.status === 'refunded') return { outcome: { kind: 'refunded', reason: 'decided' } };
      const now = services.clock.nowIso();
      const refund = async (reason: keyof typeof REFUND_REASONS, refusal?: Error) => {
        const row = await updateMembershipPaymentFrom(trx, current.id, WAITING, {
          status: 'refunded',
          refunded_at: null,
          failure_message: REFUND_REASONS[reason],
          updated_at: now,
        });
        return { outcome: { kind: 'refunded' as const, reason, refusal }, refund: row };
      };
      if (mismatch) return refund('mismatch');
      const account = current.user_id === null ? undefined : await lockAccount(trx, current.user_id, services.db.dialect);
      if (!account) return refund('noAccount');
      const refused = joinRefusal(account, await lockMembership(trx, account.id, services.db.dialect));
      if (refused) return refund('alreadyMember', refused);

      const plan = (await findPlan(trx, current.plan_id))!;
      const { roleChanged } = await startMembership(trx, {
        userId: account.id,
        source: 'payment',
        now,
        planId: plan.id,
        periodEnd: periodEndAfter(now, plan.interval),
        provider: current.provider,
        paymentMethod: intent.paymentMethod ?? null,
        subscriptionId: intent.metadata.subscription_id ?? null,
      });
      await updateMembershipPaymentFrom(trx, current.id, WAITING, {
        status: 'succeeded',
        failure_message: null,
        updated_at: now,
      });
      const membership = (await lockMembership(trx, account.id, services.db.dialect))!;
      await services.auditLog.record(membershipAudit.started(account, membership.id, plan.name), trx);
      return { outcome: { kind: 'activated', userId: account.id }, roleChanged };
    },
    // The payment's account: its membership's writes take turns (an admin's grant, a second payment).
    { locks: payment.user_id === null ? [] : [membershipLock(payment.user_id)] },
  );

  if (decided.outcome.kind === 'activated' && decided.roleChanged !== undefined) {
    if (decided.roleChanged) announceRoleChange(services, decided.outcome.userId, 'member');
    services.events.emit('membership.written', { userId: decided.outcome.userId });
  }
  if (decided.refund) await executeRefund(services, decided.refund);
  return decided.outcome;
}
