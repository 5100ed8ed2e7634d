// Payment attempts are limited per account and per address (platform.md §5, LIMITS.paymentAttempts*):
// every intent costs a provider call and every card confirmation is a chance to test stolen card
// numbers. Intents and confirmations count in buckets of their own, so a member whose card was
// declined a few times can still pay. take() checks and counts atomically (docs/decisions/005).
// This machine's own address (loopback: local scripts, health checks, test suites; never a
// client behind the proxy, whose forwarded address counts) has no per-address bucket: a suite
// paying as many members from one address is not card testing, and the per-account limit holds.
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { isLoopbackKey } from '../../../lib/client-address.js';
import { tooManyRequests } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';

export type PaymentAttempt = 'intent' | 'confirm';

export async function takePaymentAttempt(services: Services, kind: PaymentAttempt, userId: number, address: string): Promise<void> {
  const windowMs = LIMITS.paymentAttemptWindowMs;
  const allowed =
    (await services.rateLimits.take({ bucket: `payment-${kind}:user:${userId}`, max: LIMITS.paymentAttemptsPerAccount, windowMs })) &&
    (isLoopbackKey(address) ||
      (await services.rateLimits.take({ bucket: `payment-${kind}:ip:${address}`, max: LIMITS.paymentAttemptsPerAddress, windowMs })));
  if (!allowed) throw tooManyRequests(SHOP_ERRORS.tooManyPayments);
}
