// A cart line as the API shows it (packages/shared cartLine): the price charged now, in dollars
// (docs/product/shop-and-payments.md: the sale price when it is lower), never a price the client sent.
import { effectivePriceCents, fromCents, type CartLine } from '@clanhall/shared';
import type { CartLineRow } from './cart.repository.js';

export function toCartLine(row: CartLineRow): CartLine {
  return {
    id: row.id,
    product_id: row.product_id,
    name: row.name,
    price: fromCents(effectivePriceCents(row.price_cents, row.sale_price_cents)),
    quantity: row.quantity,
    image_url: row.image_url,
    stock_quantity: row.stock_quantity,
  };
}
