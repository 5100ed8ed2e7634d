// The cart under parallel requests (docs/product/shop-and-payments.md): adds of the same product at once all count,
// and neither the stock nor the line limit is ever passed. Requests go to two apps on the same
// database, each with its own connection (two processes, in effect), as well as to one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SHOP_ERRORS, type CartLine } from '@clanhall/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Db } from '../../db/database.js';
import { buildTestApp, createUser, TEST_JWT_SECRET, type CreatedUser, type TestApp } from '../../test/build-test-app.js';

describe('the cart under parallel requests', () => {
  let t: TestApp;
  let secondDb: Db;
  let secondApp: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp();
    const { dataDir, databaseUrl } = t.database;
    secondDb = databaseUrl ? openDatabase({ databaseUrl, dataDir }) : openDatabase({ dataDir });
    secondApp = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      db: secondDb,
      jwtSecret: TEST_JWT_SECRET,
      serveWebApp: false,
    });
    await secondApp.ready();
  });
  afterAll(async () => {
    await secondApp.close();
    await secondDb.close();
    await t.close();
  });

  /** Products straight into the table: what is tested here is the cart. */
  async function createProducts(count: number, stock: number): Promise<number[]> {
    const now = new Date().toISOString();
    const rows = await t.services.db.kysely
      .insertInto('products')
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `Ware ${i}`,
          price_cents: 500,
          stock_quantity: stock,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
  /** n adds at once, alternating between the two apps. */
  const addsAtOnce = (shopper: CreatedUser, productIds: number[]) =>
    Promise.all(
      productIds.map((productId, i) =>
        (i % 2 === 0 ? t.app : secondApp).inject({
          method: 'POST',
          url: '/api/shop/cart/add',
          headers: shopper.auth,
          payload: { product_id: productId },
        }),
      ),
    );
  const cartOf = async (shopper: CreatedUser): Promise<CartLine[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: shopper.auth })).json().items;

  it('two adds of the same product at once end as one line of quantity 2', async () => {
    const shopper = await createUser(t.app);
    const [productId] = await createProducts(1, 50);
    const answers = await addsAtOnce(shopper, [productId!, productId!]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const items = await cartOf(shopper);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
  });

  it('loses no add among many at once', async () => {
    const shopper = await createUser(t.app);
    const [productId] = await createProducts(1, 50);
    const answers = await addsAtOnce(shopper, Array(16).fill(productId));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect((await cartOf(shopper)).map((line) => line.quantity)).toEqual([16]);
  });

  it('never passes the stock: of 10 adds at once with 3 in stock, 3 count and 7 are refused', async () => {
    const shopper = await createUser(t.app);
    const [productId] = await createProducts(1, 3);
    const answers = await addsAtOnce(shopper, Array(10).fill(productId));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const res of refused) expect(res.json()).toEqual({ error: SHOP_ERRORS.onlyInStock(3) });
    expect((await cartOf(shopper)).map((line) => line.quantity)).toEqual([3]);
  });

  it(`never passes ${LIMITS.cartLinesMax} lines, whatever arrives at once`, async () => {
    const shopper = await createUser(t.app);
    const productIds = await createProducts(LIMITS.cartLinesMax + 4, 5);
    const now = new Date().toISOString();
    const prefilled = productIds.slice(0, LIMITS.cartLinesMax - 2);
    await t.services.db.kysely
      .insertInto('cart_items')
      .values(
        prefilled.map((productId) => ({
          user_id: shopper.id,
          product_id: productId,
          quantity: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const answers = await addsAtOnce(shopper, productIds.slice(LIMITS.cartLinesMax - 2));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expect(res.json()).toEqual({ error: SHOP_ERRORS.cartFull });
    expect(await cartOf(shopper)).toHaveLength(LIMITS.cartLinesMax);
  });

  it('keeps to the stock when an update and adds arrive together', async () => {
    const shopper = await createUser(t.app);
    const [productId] = await createProducts(1, 4);
    const line: CartLine = (
      await t.app.inject({ method: 'POST', url: '/api/shop/cart/add', headers: shopper.auth, payload: { product_id: productId } })
    ).json().item;
    await Promise.all([
      secondApp.inject({
        method: 'PUT',
        url: '/api/shop/cart/update',
        headers: shopper.auth,
        payload: { item_id: line.id, quantity: 3 },
      }),
      ...Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'POST', url: '/api/shop/cart/add', headers: shopper.auth, payload: { product_id: productId } }),
      ),
    ]);
    const [quantity] = (await cartOf(shopper)).map((l) => l.quantity);
    expect(quantity).toBeLessThanOrEqual(4);
  });
});
