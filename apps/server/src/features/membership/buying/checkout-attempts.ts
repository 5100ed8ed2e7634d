// A membership checkout costs a provider call (with Stripe a customer, a product and a
// subscription): counted per account and per address like the shop's payment attempts
// (LIMITS.paymentAttempts*), in a bucket of its own, before the call is made.
import { LIMITS, SHOP_ERRORS } from '@clanhall/shared';
import { countsPerAddress } from '../../../lib/client-address.js';
import { tooManyRequests } from '../../../lib/http-error.js';
import type { Services } from '../../../services.js';

export async function takeCheckoutAttempt(services: Services, userId: number, address: string): Promise<void> {
  const windowMs = LIMITS.paymentAttemptWindowMs;
  const allowed =
    (await services.rateLimits.take({
      bucket: `membership-checkout:user:${userId}`,
      max: LIMITS.paymentAttemptsPerAccount,
      windowMs,
    })) &&
    (!countsPerAddress(address, services.config.rateLimitsLoopbackExempt) ||
      (await services.rateLimits.take({
        bucket: `membership-checkout:ip:${address}`,
        max: LIMITS.paymentAttemptsPerAddress,
        windowMs,
      })));
  if (!allowed) throw tooManyRequests(SHOP_ERRORS.tooManyPayments);
}
