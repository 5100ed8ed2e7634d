// What the member's cart costs, computed by the server alone (docs/product/shop-and-payments.md): the lines of
// ACTIVE products at their effective price (a lower sale price is the price charged
// everywhere), summed in whole cents. The browser's amount and items are only compared with it.
import { effectivePriceCents } from '@clanhall/shared';
import type { CartLineRow } from './checkout.repository.js';

export interface PricedLine {
  lineId: number;
  productId: number;
  quantity: number;
  name: string;
  description: string | null;
  unitCents: number;
  stock: number;
}

export interface PricedCart {
  lines: PricedLine[];
  totalCents: number;
  /** Units, the order's item_count (docs/product/back-office.md). */
  units: number;
  /** Lines whose product is no longer for sale: not part of the cart's total. */
  inactiveProductIds: number[];
}

/** One line of the payment's cart_snapshot: what the amount was computed from. */
export interface SnapshotLine {
  product_id: number;
  quantity: number;
  price_cents: number;
}

export function priceCart(rows: readonly CartLineRow[]): PricedCart {
  const active = rows.filter((row) => row.is_active === 1);
  const lines = active.map((row) => ({
    lineId: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    name: row.name,
    description: row.description,
    unitCents: effectivePriceCents(row.price_cents, row.sale_price_cents),
    stock: row.stock_quantity,
  }));
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    inactiveProductIds: rows.filter((row) => row.is_active !== 1).map((row) => row.product_id),
  };
}

/**
 * What a payment bought, priced as it was paid (its cart_snapshot), with the products as they are
 * now: a product gone or taken off sale since is listed as inactive. Ordered by product id, as the
 * cart is, so stock rows are always locked in the same order.
 */
export function priceSnapshot(
  snapshot: readonly SnapshotLine[],
  products: readonly { id: number; name: string; description: string | null; stock_quantity: number; is_active: number }[],
): PricedCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const sorted = [...snapshot].sort((a, b) => a.product_id - b.product_id);
  const inactiveProductIds = sorted.filter((line) => byId.get(line.product_id)?.is_active !== 1).map((line) => line.product_id);
  const lines = sorted
    .filter((line) => !inactiveProductIds.includes(line.product_id))
    .map((line) => {
      const product = byId.get(line.product_id)!;
      return { lineId: 0, productId: line.product_id, quantity: line.quantity, name: product.name, description: product.description, unitCents: line.price_cents, stock: product.stock_quantity };
    });
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    inactiveProductIds,
  };
}

/** A line asking for more than is in stock. */
export const overStock = (cart: PricedCart) => cart.lines.some((line) => line.quantity > line.stock);

export const snapshotOf = (cart: PricedCart): SnapshotLine[] =>
  cart.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity, price_cents: line.unitCents }));

export function parseSnapshot(text: string): SnapshotLine[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as SnapshotLine[]) : [];
  } catch {
    return [];
  }
}

/** Units per product; lines naming the same product count together. */
function unitsByProduct(items: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const item of items) units.set(item.product_id, (units.get(item.product_id) ?? 0) + item.quantity);
  return units;
}

/** Do the items the member saw name the same products and quantities as the server's cart? */
export function sameItems(cart: PricedCart, items: readonly { product_id: number; quantity: number }[]): boolean {
  return sameUnits(items, cart.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
}

/** Whether two lists hold the same units of the same products, however they are split into lines. */
export function sameUnits(a: readonly { product_id: number; quantity: number }[], b: readonly { product_id: number; quantity: number }[]): boolean {
  const left = unitsByProduct(a);
  const right = unitsByProduct(b);
  if (left.size !== right.size) return false;
  for (const [productId, quantity] of right) if (left.get(productId) !== quantity) return false;
  return true;
}
