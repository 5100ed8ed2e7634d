// docs/product/shop-and-payments.md: a sale price set and lower than the price is the price charged, and the shop
// shows the regular price struck through beside it.
import { effectivePriceCents, fromCents, toCents, type Product } from '@clanhall/shared';

export interface ShownPrice {
  /** Dollars charged. */
  charged: number;
  /** The regular price when a sale price is charged instead. */
  regular: number | null;
}

export function shownPrice(product: Pick<Product, 'price' | 'sale_price'>): ShownPrice {
  const price = toCents(product.price);
  const sale = product.sale_price === null ? null : toCents(product.sale_price);
  const charged = effectivePriceCents(price, sale);
  return { charged: fromCents(charged), regular: charged < price ? product.price : null };
}
