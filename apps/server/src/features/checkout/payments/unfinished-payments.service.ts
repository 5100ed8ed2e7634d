// Nothing paid is lost (docs/product/shop-and-payments.md): a member coming back to the shop is shown the payments
// that succeeded but never became an order (finish them within the grace period) and those
// refunded without one. The back office lists every payment: who paid what, which order it
// became, refunded or not.
import { LIMITS, type AdminPaymentsQuery, type AdminPaymentsResponse, type UnfinishedPayment } from '@clanhall/shared';
import type { Services } from '../../../services.js';
import { PENDING_INTENT_PREFIX } from './payment-intent.service.js';
import { toAdminPayment, toUnfinishedPayment } from './payment-view.js';
import { listAwaitingPayments, listPayments, listUnfinishedPayments, updatePaymentFrom } from './payments.repository.js';

/** How long a refund without an order stays in the member's list. */
const REFUNDS_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;
const UNFINISHED_SHOWN = 20;
/** Intents the provider is asked about per visit; older ones are the payments job's. */
const AWAITING_CHECKED = 5;
const AWAITING_CHECKED_MS = 24 * 60 * 60 * 1000;

/**
 * Asks the provider about the member's recent intents still waiting for the card: one paid
 * without the app hearing of it (Stripe without webhooks, or a crash between the provider's
 * answer and ours) becomes finishable now, not a day later.
 * Each look-up is a provider round trip, and a caller may ask for this list as often as it
 * likes: an account gets LIMITS.unfinishedProviderLookupsPerAccount a minute (counted in the
 * database, so across processes), and past them the list is what the database knows; a payment
 * missed meanwhile is caught by the next minute's look-ups, the webhook or the payments job.
 * A budget per account rather than a cache per payment: it bounds the round trips however many
 * intents an account makes.
 */
async function catchUpWithProvider(services: Services, userId: number): Promise<void> {
  const since = new Date(services.clock.nowMs() - AWAITING_CHECKED_MS).toISOString();
  const lookups = {
    bucket: `unfinished-lookups:user:${userId}`,
    max: LIMITS.unfinishedProviderLookupsPerAccount,
    windowMs: LIMITS.unfinishedProviderLookupWindowMs,
  };
  for (const payment of await listAwaitingPayments(services.db.kysely, userId, since, AWAITING_CHECKED)) {
    if (payment.intent_id.startsWith(PENDING_INTENT_PREFIX)) continue;
    if (!(await services.rateLimits.take(lookups))) return;
    const intent = await services.payments.retrieveIntent(payment.intent_id);
    if (intent?.status === 'succeeded') {
      await updatePaymentFrom(services.db.kysely, payment.id, ['requires_payment', 'failed'], { status: 'succeeded', updated_at: services.clock.nowIso() });
    }
  }
}

export async function listUnfinished(services: Services, userId: number): Promise<{ payments: UnfinishedPayment[] }> {
  await catchUpWithProvider(services, userId);
  const refundedSince = new Date(services.clock.nowMs() - REFUNDS_SHOWN_MS).toISOString();
  const rows = await listUnfinishedPayments(services.db.kysely, userId, refundedSince, UNFINISHED_SHOWN);
  const now = services.clock.nowMs();
  return { payments: rows.map((row) => toUnfinishedPayment(row, now)) };
}

/** A page of every payment, newest first (`before` the last id shown); no total, which would count every payment on each page. */
export async function listAllPayments(services: Services, query: AdminPaymentsQuery): Promise<AdminPaymentsResponse> {
  const rows = await listPayments(services.db.kysely, query);
  const now = services.clock.nowMs();
  const last = rows.length === query.limit ? rows.at(-1) : undefined;
  return { payments: rows.map((row) => toAdminPayment(row, now)), next_cursor: last?.id ?? null };
}
