// Cart rules (docs/product/shop-and-payments.md): kept on the server per member; adding a product already in the
// cart raises its quantity; a quantity above stock is 400 'Only N in stock'; 0 or less removes
// the line; at most LIMITS.cartLinesMax lines. Ids and prices come from the database, never
// from the client. Each check and its write run in one transaction under a lock named after the
// member's cart, so parallel requests can neither lose an add nor pass the stock check together.
// While the shop is closed (lib/shop-open.ts) nothing is added and no quantity raised; a line can
// still be lowered or removed. The setting is read before the transaction, never inside it.
import {
  LIMITS,
  SHOP_ERRORS,
  type AddToCartBody,
  type CartResponse,
  type CartWriteResponse,
  type UpdateCartBody,
} from '@clanhall/shared';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { Services } from '../../services.js';
import { toCartLine } from './cart-view.js';
import { isForSale, ownsLine } from './cart.policy.js';
import { addToLine, deleteLine, findLine, findProductForCart, listLines, setLineQuantity, type CartLineRow } from './cart.repository.js';
import type { Executor } from '../../db/executor.js';
import { assertTakingOrders, takingOrders } from '../../lib/shop-open.js';

const cartLock = (userId: number) => `cart:${userId}`;

/** The lines the member sees: those whose product is for sale, in the order they were added. */
async function visibleLines(db: Executor, userId: number) {
  return (await listLines(db, userId)).filter(isForSale);
}

/** The cart as it is now, with the line just written (null when it was removed). */
async function answer(trx: WriteTransaction, userId: number, lineId: number | null): Promise<CartWriteResponse> {
  const items = (await visibleLines(trx, userId)).map(toCartLine);
  return { item: items.find((line) => line.id === lineId) ?? null, items };
}

/** docs/product/shop-and-payments.md: never more than in stock; never more than one line may hold. */
function checkQuantity(quantity: number, stock: number): void {
  if (quantity > stock) throw badRequest(SHOP_ERRORS.onlyInStock(stock));
  if (quantity > LIMITS.cartQuantityMax) throw badRequest(`Quantity must be at most ${LIMITS.cartQuantityMax}`);
}

/** Runs a cart change under the member's cart lock, then tells the rest of the app. */
async function changeCart<T>(services: Services, userId: number, change: (trx: WriteTransaction) => Promise<T>): Promise<T> {
  const result = await writeTransaction(services.db, change, { locks: [cartLock(userId)] });
  services.events.emit('cart.changed', { userId });
  return result;
}

export async function readCart(services: Services, userId: number): Promise<CartResponse> {
  return { items: (await visibleLines(services.db.kysely, userId)).map(toCartLine) };
}

export async function addToCart(services: Services, userId: number, body: AddToCartBody): Promise<CartWriteResponse> {
  await assertTakingOrders(services);
  return changeCart(services, userId, async (trx) => {
    // The cart first: a product already in it comes with its line, so a second add reads one
    // table once. Under the cart's lock nothing else changes these lines, so the answer is
    // made from what was read and written here, without reading the cart again (a rush of
    // adds holds each connection for as few round trips as it can).
    const lines = await visibleLines(trx, userId);
    const current = lines.find((line) => line.product_id === body.product_id);
    const product = current ?? (await findProductForCart(trx, body.product_id));
    if (!product || !isForSale(product)) throw notFound(SHOP_ERRORS.productNotFound);
    const quantity = (current?.quantity ?? 0) + body.quantity;
    checkQuantity(quantity, product.stock_quantity);
    if (!current && lines.length >= LIMITS.cartLinesMax) throw badRequest(SHOP_ERRORS.cartFull);
    const lineId = await addToLine(trx, {
      user_id: userId,
      product_id: body.product_id,
      quantity: body.quantity,
      now: services.clock.nowIso(),
    });
    const written: CartLineRow = current
      ? { ...current, quantity }
      : { ...product, id: lineId, user_id: userId, product_id: body.product_id, quantity };
    const items = (current ? lines.map((line) => (line.id === current.id ? written : line)) : [...lines, written]).map(toCartLine);
    return { item: items.find((line) => line.id === lineId) ?? null, items };
  });
}

/** A quantity of 0 or less removes the line (docs/product/shop-and-payments.md). */
export async function updateCartLine(services: Services, userId: number, body: UpdateCartBody): Promise<CartWriteResponse> {
  const open = await takingOrders(services);
  return changeCart(services, userId, async (trx) => {
    const line = await findLine(trx, body.item_id);
    if (!line || !ownsLine(line, userId)) throw notFound(SHOP_ERRORS.cartItemNotFound);
    if (body.quantity <= 0) {
      await deleteLine(trx, line.id);
      return answer(trx, userId, null);
    }
    if (!open && body.quantity > line.quantity) throw conflict(SHOP_ERRORS.shopClosed);
    if (!isForSale(line)) throw notFound(SHOP_ERRORS.productNotFound);
    checkQuantity(body.quantity, line.stock_quantity);
    await setLineQuantity(trx, line.id, body.quantity, services.clock.nowIso());
    return answer(trx, userId, line.id);
  });
}

export function removeCartLine(services: Services, userId: number, lineId: number): Promise<CartWriteResponse> {
  return changeCart(services, userId, async (trx) => {
    const line = await findLine(trx, lineId);
    if (!line || !ownsLine(line, userId)) throw notFound(SHOP_ERRORS.cartItemNotFound);
    await deleteLine(trx, line.id);
    return answer(trx, userId, null);
  });
}
