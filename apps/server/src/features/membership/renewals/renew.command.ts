// One renewal (docs/product/membership.md#renewal): the saved card charged again off-session
// through the provider (services/payments chargeSaved: the test provider's card confirmed
// first), then one write transaction under the membership's lock records the charge and
// moves the membership, each write conditional on the period the charge was for, so a second
// process renewing the same membership at once (the same idempotency key: one charge) changes
// nothing more. Paid: the period is extended from its old end, on the calendar of the
// membership's start (periods.ts: the renewal day stays, even after a short month), the
// member mailed. Refused: `past_due` from now on (tried again daily by the job), mailed the
// first time. Both audited with the member as actor (membership-audit.ts).
import { formatMoney, fromCents, MEMBERSHIP_LIMITS, mailDate, type PaymentMode } from '@clanhall/shared';
import { writeTransaction } from '../../../db/write-transaction.js';
import type { Services } from '../../../services.js';
import { membershipLock } from '../../../services/memberships.js';
import type { SavedCharge } from '../../../services/payments/payment-provider.js';
import {
  insertMembershipPaymentOnce,
  updateMembershipPaymentFrom,
  type MembershipPaymentRow,
} from '../buying/membership-payments.repository.js';
import { executeRefund, REFUND_REASONS } from '../buying/refunds.js';
import { CURRENCY } from '../buying/checkout.service.js';
import { membershipAudit } from '../membership-audit.js';
import { sendMembershipMail } from './membership-mail.js';
import { nextPeriodEnd } from './periods.js';
import type { DueMembershipRow } from './renewals.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the site tells about a renewal it could not even try (no card on file with this provider). */
const NO_SAVED_CARD = 'No saved card to charge.';
/** The intent id of an attempt that never reached the provider. */
export const UNCHARGEABLE_PREFIX = 'unchargeable:';

export type RenewalOutcome = 'renewed' | 'failed' | 'unchanged';

/** Which attempt this is: 0 at the period's end, then one per day past due. */
export function attemptOf(due: DueMembershipRow, nowMs: number): number {
  return due.status === 'past_due' && due.past_due_since
    ? Math.max(1, Math.floor((nowMs - Date.parse(due.past_due_since)) / DAY_MS))
    : 0;
}

async function charge(services: Services, due: DueMembershipRow, attempt: number): Promise<Omit<SavedCharge, 'amountCents'>> {
  const provider = services.payments;
  // One charge per period and attempt, whoever asks (the started_at keeps apart the memberships of several sites).
  const idempotencyKey = `clanhall-renewal-${due.id}-${due.started_at}-${due.current_period_end}-${attempt}`;
  // No card this provider can charge (the site changed providers): an attempt recorded all the
  // same, under an id of its own, so it is tried again a day later like any other.
  if (!provider.chargeSaved || !due.payment_method || due.provider !== provider.name) {
    return { id: `${UNCHARGEABLE_PREFIX}${idempotencyKey}`, status: 'failed', failureMessage: NO_SAVED_CARD };
  }
  return provider.chargeSaved({
    paymentMethod: due.payment_method,
    amountCents: due.price_cents,
    currency: CURRENCY,
    metadata: { purpose: 'membership-renewal', user_id: String(due.user_id), membership_id: String(due.id) },
    idempotencyKey,
  });
}

export async function renewMembership(services: Services, due: DueMembershipRow): Promise<RenewalOutcome> {
  const attempt = attemptOf(due, services.clock.nowMs());
  const result = await charge(services, due, attempt);
  const paid = result.status === 'succeeded';
  const mode: PaymentMode = services.payments.mode;
  const member = { id: due.user_id, username: due.username };
  const periodEnd = due.current_period_end!;

  const outcome = await writeTransaction(
    services.db,
    async (
      trx,
    ): Promise<{ outcome: RenewalOutcome; firstFailure?: boolean; newEnd?: string; refund?: MembershipPaymentRow }> => {
      const now = services.clock.nowIso();
      const { row, inserted: recorded } = await insertMembershipPaymentOnce(trx, {
        provider: services.payments.name,
        intent_id: result.id,
        user_id: due.user_id,
        username: due.username,
        plan_id: due.plan_id!,
        kind: 'renewal',
        amount_cents: due.price_cents,
        currency: CURRENCY,
        status: paid ? 'succeeded' : 'failed',
        payment_mode: mode,
        failure_message: paid ? null : result.failureMessage,
        created_at: now,
        updated_at: now,
      });
      if (paid) {
        const newEnd = nextPeriodEnd(due.started_at, periodEnd, due.interval)!;
        const moved = await trx
          .updateTable('memberships')
          .set({ status: 'active', current_period_end: newEnd, past_due_since: null, updated_at: now })
          .where('id', '=', due.id)
          .where('current_period_end', '=', periodEnd)
          .where('status', 'in', ['active', 'past_due'])
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          // Not this period any more, or no longer renewing: cancelled or ended between the job's
          // list and the charge. The charge this call recorded bought nothing, so it is decided
          // refunded here and refunded after commit (the join job retries one cut short). A
          // charge recorded by another process (the same key) is that one's: nothing to undo.
          if (!recorded) return { outcome: 'unchanged' };
          const refund = await updateMembershipPaymentFrom(trx, row.id, ['succeeded'], {
            status: 'refunded',
            refunded_at: null,
            failure_message: REFUND_REASONS.notRenewed,
            updated_at: now,
          });
          return { outcome: 'unchanged', refund };
        }
        await services.auditLog.record(membershipAudit.renewed(member, due.id, due.plan_name), trx);
        return { outcome: 'renewed', newEnd };
      }
      const firstFailure = due.status === 'active';
      if (firstFailure) {
        const moved = await trx
          .updateTable('memberships')
          .set({ status: 'past_due', past_due_since: now, updated_at: now })
          .where('id', '=', due.id)
          .where('current_period_end', '=', periodEnd)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return { outcome: 'unchanged' };
      } else if (!recorded) {
        return { outcome: 'unchanged' };
      }
      await services.auditLog.record(membershipAudit.renewalFailed(member, due.id, due.plan_name), trx);
      return { outcome: 'failed', firstFailure };
    },
    { locks: [membershipLock(due.user_id)] },
  );

  if (outcome.refund) await executeRefund(services, outcome.refund);
  if (outcome.outcome === 'unchanged') return 'unchanged';
  services.events.emit('membership.written', { userId: due.user_id });
  const amount = formatMoney(fromCents(due.price_cents));
  const context = { userId: due.user_id, membershipId: due.id };
  if (outcome.outcome === 'renewed') {
    await sendMembershipMail(
      services,
      due.email,
      'renewed',
      {
        username: due.username,
        planName: due.plan_name,
        amount,
        periodEnd: mailDate(outcome.newEnd!),
        testPayment: mode === 'test',
      },
      context,
    );
  } else if (outcome.firstFailure) {
    const lapsesOn = mailDate(new Date(services.clock.nowMs() + MEMBERSHIP_LIMITS.graceDays * DAY_MS).toISOString());
    await sendMembershipMail(
      services,
      due.email,
      'renewalFailed',
      { username: due.username, planName: due.plan_name, amount, lapsesOn, reason: result.failureMessage ?? NO_SAVED_CARD },
      context,
    );
  }
  return outcome.outcome;
}
