// Whether a Stripe secret key moves real money (docs/product/shop-and-payments.md, docs/decisions/025). Stripe's
// test-mode keys (`sk_test_…`, and restricted `rk_test_…`) charge no card: test. Every other key,
// `sk_live_…` or one of a shape we do not know, is live: calling a real charge a test one could
// leave a paid order unshipped, so only a key known to be a test key is called test.
import type { PaymentMode } from '@clanhall/shared';

const TEST_KEY = /^(sk|rk)_test_/;

export function stripeKeyMode(secretKey: string): PaymentMode {
  return TEST_KEY.test(secretKey.trim()) ? 'test' : 'live';
}
