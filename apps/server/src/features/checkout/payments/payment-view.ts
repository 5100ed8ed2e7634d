// A payment as the member (unfinished payments) and the back office (payments list) see it.
import { fromCents, type AdminPayment, type UnfinishedPayment } from '@clanhall/shared';
import { canFinish, refundAtMs } from '../checkout.policy.js';
import type { PaymentRow } from './payments.repository.js';

export function toUnfinishedPayment(row: PaymentRow, nowMs: number): UnfinishedPayment {
  const refundAt = refundAtMs(row);
  return {
    payment_intent_id: row.intent_id,
    amount: fromCents(row.amount_cents),
    status: row.status,
    can_finish: canFinish(row, nowMs),
    refund_at: refundAt === null ? null : new Date(refundAt).toISOString(),
    refunded_at: row.refunded_at,
    created_at: row.created_at,
  };
}

export function toAdminPayment(row: PaymentRow & { order_number: string | null }, nowMs: number): AdminPayment {
  return {
    ...toUnfinishedPayment(row, nowMs),
    id: row.id,
    username: row.username,
    provider: row.provider,
    order_id: row.order_id,
    order_number: row.order_number,
    failure_message: row.failure_message,
  };
}
