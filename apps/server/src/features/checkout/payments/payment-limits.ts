// Payment attempts are limited per account and per address (docs/product/shop-and-payments.md, LIMITS.paymentAttempts*):
// every intent costs a provider call and every card confirmation is a chance to test stolen card
// numbers. Intents and confirmations count in buckets of their own, so a member whose card was
// declined a few times can still pay. take() checks and counts atomically; every address counts,
// this machine's own too unless exempted for tests and benchmarks (docs/decisions/023).
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { countsPerAddress } from '../../../lib/client-address.js';
import { tooManyRequests } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';

export type PaymentAttempt = 'intent' | 'confirm';

export async function takePaymentAttempt(services: Services, kind: PaymentAttempt, userId: number, address: string): Promise<void> {
  const windowMs = LIMITS.paymentAttemptWindowMs;
  const allowed =
    (await services.rateLimits.take({ bucket: `payment-${kind}:user:${userId}`, max: LIMITS.paymentAttemptsPerAccount, windowMs })) &&
    (!countsPerAddress(address, services.config.rateLimitsLoopbackExempt) ||
      (await services.rateLimits.take({ bucket: `payment-${kind}:ip:${address}`, max: LIMITS.paymentAttemptsPerAddress, windowMs })));
  if (!allowed) throw tooManyRequests(SHOP_ERRORS.tooManyPayments);
}
