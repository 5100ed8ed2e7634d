// 'Shop open for orders' (docs/product/shop-and-payments.md, `shop_checkout_enabled`, default on): while an
// administrator has it off, the shop still shows its products, but nothing that leads to a new
// order is taken: 'Add to Cart', a raised quantity, a payment, a card, a checkout. One rule for
// the cart and the checkout, which may not import each other. The setting is read from the
// settings store's copy in memory, so asking costs no query on the way of a checkout.
import { SHOP_ERRORS } from '@clanhall/shared';
import type { Services } from '../services.js';
import { conflict } from './http-error.js';

export function takingOrders(services: Services): Promise<boolean> {
  return services.settings.value('shop_checkout_enabled');
}

/** 409 'The shop is not taking orders right now.' while the shop is closed. */
export async function assertTakingOrders(services: Services): Promise<void> {
  if (!(await takingOrders(services))) throw conflict(SHOP_ERRORS.shopClosed);
}
