// While the shop is closed (lib/shop-open.ts, docs/product/shop-and-payments.md) no order is made, not even of a
// payment already taken: a checkout, or the finishing of an unfinished payment, is refused with
// 409 'The shop is not taking orders right now.' A payment that succeeded is refunded at once
// (nothing paid is lost, and no order appears in a closed shop), so the member's shop shows it
// as refunded rather than finishing it later. One not paid yet is left as it is: if it is paid
// after all, the payments job refunds it after the grace period, unless the shop has opened
// again and the member finished it meanwhile.
import { SHOP_ERRORS } from '@clanhall/shared';
import { conflict } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';
import type { ProviderIntent } from '../../../services/payments/payment-provider.js';
import { updatePaymentFrom, type PaymentRow } from './payments.repository.js';
import { decideRefund, executeRefund } from './refunds.js';

/** Why the payment was refunded, for the back office's payments list. */
export const CLOSED_SHOP_REASON = 'The shop was closed for orders before the order was made: refunded.';

export async function refuseWhileClosed(services: Services, payment: PaymentRow, intent: ProviderIntent): Promise<never> {
  if (intent.status === 'succeeded') {
    // The provider's word that it was paid may not have reached the row yet (Stripe's webhook).
    await updatePaymentFrom(services.db.kysely, payment.id, ['requires_payment', 'failed'], { status: 'succeeded', updated_at: services.clock.nowIso() });
    const decided = await decideRefund(services, payment, CLOSED_SHOP_REASON);
    // A refund the provider did not confirm is the payments job's to try again.
    if (decided) await executeRefund(services, decided);
  }
  throw conflict(SHOP_ERRORS.shopClosed);
}
