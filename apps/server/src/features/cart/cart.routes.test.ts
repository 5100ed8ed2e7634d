// The member's cart (docs/product/operating.md, docs/product/shop-and-payments.md): lines with the price charged now,
// adding raises a line, the stock rule and its exact message, 0 or less removes, someone else's
// line does not exist, a bounded number of lines, and signed-in callers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SHOP_ERRORS, type CartLine, type Product } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';

describe('the cart', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app)]);
  });
  afterAll(() => t.close());

  async function createProduct(payload: Record<string, unknown> = {}): Promise<Product> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: admin.auth,
      payload: { name: `Ware ${randomUsername('x')}`, price: 10, stock_quantity: 10, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }
  const editProduct = (product: Product, change: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/shop/products/${product.id}`,
      headers: admin.auth,
      payload: { ...product, ...change },
    });
  const add = (payload: Record<string, unknown>, user = member) =>
    t.app.inject({ method: 'POST', url: '/api/shop/cart/add', headers: user.auth, payload });
  const update = (payload: Record<string, unknown>, user = member) =>
    t.app.inject({ method: 'PUT', url: '/api/shop/cart/update', headers: user.auth, payload });
  const remove = (id: number | string, user = member) =>
    t.app.inject({ method: 'DELETE', url: `/api/shop/cart/remove/${id}`, headers: user.auth });
  const cartOf = async (user: CreatedUser): Promise<CartLine[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: user.auth })).json().items;

  it('starts empty', async () => {
    const shopper = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: shopper.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('adds a line at the price charged now, whatever price or name the client sends', async () => {
    const shopper = await createUser(t.app);
    const product = await createProduct({
      name: 'Pewter Tankard',
      price: 38,
      sale_price: 32.5,
      stock_quantity: 5,
      image_url: 'https://images.example.test/t.jpg',
    });
    const res = await add({ product_id: product.id, quantity: 2, price: 0.01, name: 'Free beer', user_id: admin.id }, shopper);
    expect(res.statusCode).toBe(200);
    const item = {
      id: expect.any(Number),
      product_id: product.id,
      name: 'Pewter Tankard',
      price: 32.5,
      quantity: 2,
      image_url: 'https://images.example.test/t.jpg',
      stock_quantity: 5,
    };
    expect(res.json()).toEqual({ item, items: [item] });
    expect(await cartOf(shopper)).toEqual([item]);
    expect(await cartOf(admin)).toEqual([]);
  });

  it('adds 1 by default, and adding again raises the same line', async () => {
    const shopper = await createUser(t.app);
    const product = await createProduct();
    const first = (await add({ product_id: product.id }, shopper)).json();
    expect(first.item.quantity).toBe(1);
    const second = (await add({ product_id: product.id, quantity: 3 }, shopper)).json();
    expect(second.item).toEqual({ ...first.item, quantity: 4 });
    expect(second.items).toHaveLength(1);
  });

  it('charges the regular price when the sale price is not lower', async () => {
    const product = await createProduct({ price: 10, sale_price: 12 });
    expect((await add({ product_id: product.id })).json().item.price).toBe(10);
  });

  it('refuses a product that does not exist or is withdrawn with 404 Product not found', async () => {
    const withdrawn = await createProduct({ is_active: false });
    for (const productId of [withdrawn.id, 2_000_000_000]) {
      const res = await add({ product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: SHOP_ERRORS.productNotFound });
    }
  });

  it('keeps to the stock: "Only 0 in stock" when sold out, "Only N in stock" above it, exactly N is fine', async () => {
    const shopper = await createUser(t.app);
    const soldOut = await createProduct({ stock_quantity: 0 });
    const none = await add({ product_id: soldOut.id }, shopper);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Only 0 in stock' });

    const scarce = await createProduct({ stock_quantity: 3 });
    expect((await add({ product_id: scarce.id, quantity: 4 }, shopper)).json()).toEqual({ error: 'Only 3 in stock' });
    expect((await add({ product_id: scarce.id, quantity: 2 }, shopper)).statusCode).toBe(200);
    // What is already in the cart counts: 2 + 2 is more than 3.
    const over = await add({ product_id: scarce.id, quantity: 2 }, shopper);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: SHOP_ERRORS.onlyInStock(3) });
    expect((await add({ product_id: scarce.id, quantity: 1 }, shopper)).json().item.quantity).toBe(3);
    expect((await cartOf(shopper)).map((line) => line.quantity)).toEqual([3]);
  });

  it.each([
    ['no product_id', {}, 'product_id'],
    ['a product_id that is not a number', { product_id: 'abc' }, 'product_id must be a number'],
    ['a product_id that is not an id', { product_id: -4 }, 'product_id must be a product id'],
    ['a quantity of 0', { product_id: 1, quantity: 0 }, 'Quantity must be at least 1'],
    ['a fractional quantity', { product_id: 1, quantity: 1.5 }, 'Quantity must be a whole number'],
    [
      'a quantity above the maximum',
      { product_id: 1, quantity: LIMITS.cartQuantityMax + 1 },
      `Quantity must be at most ${LIMITS.cartQuantityMax}`,
    ],
  ])('refuses an add with %s: 400 naming the field', async (_label, payload, message) => {
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it(`holds at most ${LIMITS.cartLinesMax} lines: one more is 400 'Your cart is full', raising a line still works`, async () => {
    const shopper = await createUser(t.app);
    const now = new Date().toISOString();
    const db = t.services.db.kysely;
    const products = await db
      .insertInto('products')
      .values(
        Array.from({ length: LIMITS.cartLinesMax + 1 }, (_, i) => ({
          name: `Bulk ${i}`,
          price_cents: 100,
          stock_quantity: 5,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const [extra, ...filling] = products;
    await db
      .insertInto('cart_items')
      .values(filling.map(({ id }) => ({ user_id: shopper.id, product_id: id, quantity: 1, created_at: now, updated_at: now })))
      .execute();
    const full = await add({ product_id: extra!.id }, shopper);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ error: SHOP_ERRORS.cartFull });
    const raised = await add({ product_id: filling[0]!.id }, shopper);
    expect(raised.statusCode).toBe(200);
    expect(raised.json().items).toHaveLength(LIMITS.cartLinesMax);
  });

  describe('update', () => {
    it('sets the quantity of a line and answers with it and the cart', async () => {
      const shopper = await createUser(t.app);
      const product = await createProduct({ stock_quantity: 6 });
      const line: CartLine = (await add({ product_id: product.id }, shopper)).json().item;
      const res = await update({ item_id: line.id, quantity: 6 }, shopper);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: { ...line, quantity: 6 }, items: [{ ...line, quantity: 6 }] });
    });

    it('refuses a quantity above stock with "Only N in stock" and leaves the line as it was', async () => {
      const shopper = await createUser(t.app);
      const product = await createProduct({ stock_quantity: 2 });
      const line: CartLine = (await add({ product_id: product.id }, shopper)).json().item;
      const res = await update({ item_id: line.id, quantity: 3 }, shopper);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Only 2 in stock' });
      expect((await cartOf(shopper))[0]!.quantity).toBe(1);
      // Stock that fell below the line: only a smaller quantity, down to the stock, is taken.
      await editProduct(product, { stock_quantity: 0 });
      expect((await update({ item_id: line.id, quantity: 1 }, shopper)).json()).toEqual({ error: 'Only 0 in stock' });
    });

    it.each([0, -1])('removes the line for a quantity of %i (item: null)', async (quantity) => {
      const shopper = await createUser(t.app);
      const [kept, dropped] = [await createProduct(), await createProduct()];
      const keptLine: CartLine = (await add({ product_id: kept.id }, shopper)).json().item;
      const droppedLine: CartLine = (await add({ product_id: dropped.id }, shopper)).json().item;
      const res = await update({ item_id: droppedLine.id, quantity }, shopper);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: null, items: [keptLine] });
    });

    it('takes quantity as typed: [] is 400, not 0, and the line stays (docs/product/operating.md)', async () => {
      const shopper = await createUser(t.app);
      const line: CartLine = (await add({ product_id: (await createProduct()).id, quantity: 2 }, shopper)).json().item;
      const res = await update({ item_id: line.id, quantity: [] }, shopper);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Quantity must be a number' });
      expect(await cartOf(shopper)).toEqual([line]);
    });

    it("answers 404 Cart item not found for another member's line or no line, and changes nothing", async () => {
      const [owner, other] = [await createUser(t.app), await createUser(t.app)];
      const product = await createProduct();
      const line: CartLine = (await add({ product_id: product.id, quantity: 2 }, owner)).json().item;
      for (const payload of [
        { item_id: line.id, quantity: 5 },
        { item_id: line.id, quantity: 0 },
        { item_id: 2_000_000_000, quantity: 1 },
      ]) {
        const res = await update(payload, other);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: SHOP_ERRORS.cartItemNotFound });
      }
      expect(await cartOf(owner)).toEqual([line]);
    });

    it('refuses to raise a line whose product was withdrawn, but still removes it', async () => {
      const shopper = await createUser(t.app);
      const product = await createProduct();
      const line: CartLine = (await add({ product_id: product.id }, shopper)).json().item;
      await editProduct(product, { is_active: false });
      expect((await update({ item_id: line.id, quantity: 2 }, shopper)).json()).toEqual({ error: SHOP_ERRORS.productNotFound });
      expect((await update({ item_id: line.id, quantity: 0 }, shopper)).json()).toEqual({ item: null, items: [] });
    });

    it.each([
      ['no item_id', { quantity: 1 }, 'item_id'],
      ['an item_id that is not a number', { item_id: 'x', quantity: 1 }, 'item_id must be a number'],
      ['no quantity', { item_id: 1 }, 'Quantity must be a number'],
      ['a fractional quantity', { item_id: 1, quantity: 2.5 }, 'Quantity must be a whole number'],
      [
        'a quantity above the maximum',
        { item_id: 1, quantity: LIMITS.cartQuantityMax + 1 },
        `Quantity must be at most ${LIMITS.cartQuantityMax}`,
      ],
    ])('refuses %s: 400 naming the field', async (_label, payload, message) => {
      const res = await update(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    });
  });

  describe('remove', () => {
    it('removes a line: { success: true, item: null, items }, then 404', async () => {
      const shopper = await createUser(t.app);
      const [kept, dropped] = [await createProduct(), await createProduct()];
      const keptLine: CartLine = (await add({ product_id: kept.id }, shopper)).json().item;
      const droppedLine: CartLine = (await add({ product_id: dropped.id }, shopper)).json().item;
      const res = await remove(droppedLine.id, shopper);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, item: null, items: [keptLine] });
      const again = await remove(droppedLine.id, shopper);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: SHOP_ERRORS.cartItemNotFound });
    });

    it("answers 404 for another member's line and leaves it, and for an id that cannot exist", async () => {
      const [owner, other] = [await createUser(t.app), await createUser(t.app)];
      const line: CartLine = (await add({ product_id: (await createProduct()).id }, owner)).json().item;
      expect((await remove(line.id, other)).json()).toEqual({ error: SHOP_ERRORS.cartItemNotFound });
      expect(await cartOf(owner)).toEqual([line]);
      for (const id of ['abc', '-1', '1.5', '99999999999']) {
        const res = await remove(id, other);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: SHOP_ERRORS.cartItemNotFound });
      }
    });
  });

  describe('reading the cart', () => {
    it("lists the caller's lines in the order they were added, with price and stock as they are now", async () => {
      const shopper = await createUser(t.app);
      const [first, second, third] = [
        await createProduct({ name: 'First' }),
        await createProduct({ name: 'Second' }),
        await createProduct({ name: 'Third' }),
      ];
      for (const product of [first, second, third]) await add({ product_id: product.id }, shopper);
      // Raising the first line does not move it.
      await add({ product_id: first.id }, shopper);
      await editProduct(second, { price: 7.25, sale_price: 5, stock_quantity: 4 });
      const items = await cartOf(shopper);
      expect(items.map((line) => line.name)).toEqual(['First', 'Second', 'Third']);
      expect(items[0]!.quantity).toBe(2);
      expect(items[1]).toMatchObject({ price: 5, stock_quantity: 4 });
    });

    it('hides a line while its product is withdrawn, and shows it again when it is back', async () => {
      const shopper = await createUser(t.app);
      const product = await createProduct();
      await add({ product_id: product.id }, shopper);
      await editProduct(product, { is_active: false });
      expect(await cartOf(shopper)).toEqual([]);
      await editProduct(product, { is_active: true });
      expect(await cartOf(shopper)).toHaveLength(1);
    });

    it("drops a deleted product's lines", async () => {
      const shopper = await createUser(t.app);
      const product = await createProduct();
      await add({ product_id: product.id }, shopper);
      await t.app.inject({ method: 'DELETE', url: `/api/admin/shop/products/${product.id}`, headers: admin.auth });
      expect(await cartOf(shopper)).toEqual([]);
    });
  });

  it("announces 'cart.changed' for the member after each write, and not after a refused one", async () => {
    const shopper = await createUser(t.app);
    const product = await createProduct({ stock_quantity: 2 });
    const heard: unknown[] = [];
    const stop = t.services.events.on('cart.changed', (payload) => void heard.push(payload));
    try {
      const line: CartLine = (await add({ product_id: product.id }, shopper)).json().item;
      await update({ item_id: line.id, quantity: 2 }, shopper);
      await add({ product_id: product.id }, shopper); // 3 > 2: refused
      await remove(line.id, shopper);
      expect(heard).toEqual([{ userId: shopper.id }, { userId: shopper.id }, { userId: shopper.id }]);
    } finally {
      stop();
    }
  });

  // docs/product/shop-and-payments.md: "while closed, the shop still shows its products, 'Add to Cart' and checkout
  // are refused with 409 The shop is not taking orders right now."
  describe("while the shop is closed ('Shop open for orders' off)", () => {
    const openShop = (open: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: admin.auth, payload: { shop_checkout_enabled: open } });

    it('refuses adding and raising a quantity with 409, lets a line be lowered or removed, and takes both again once reopened', async () => {
      const shopper = await createUser(t.app);
      // First in the catalogue, to be found on its first page.
      const product = await createProduct({ stock_quantity: 9, sort_order: -1000 });
      const other = await createProduct({ stock_quantity: 9 });
      const line: CartLine = (await add({ product_id: product.id, quantity: 3 }, shopper)).json().item;
      const otherLine: CartLine = (await add({ product_id: other.id }, shopper)).json().item;
      expect((await openShop(false)).statusCode).toBe(200);
      try {
        for (const refused of [
          await add({ product_id: product.id }, shopper),
          await add({ product_id: (await createProduct()).id }, shopper),
          await update({ item_id: line.id, quantity: 4 }, shopper),
        ]) {
          expect(refused.statusCode).toBe(409);
          expect(refused.json()).toEqual({ error: 'The shop is not taking orders right now.' });
        }
        // The catalogue is still shown.
        const catalogue = await t.app.inject({ method: 'GET', url: '/api/shop/products?limit=100' });
        expect(catalogue.json().products.map((p: Product) => p.id)).toContain(product.id);
        expect((await update({ item_id: line.id, quantity: 2 }, shopper)).statusCode).toBe(200);
        expect((await update({ item_id: line.id, quantity: 2 }, shopper)).statusCode).toBe(200);
        expect((await remove(otherLine.id, shopper)).statusCode).toBe(200);
        expect((await cartOf(shopper)).map((l) => [l.product_id, l.quantity])).toEqual([[product.id, 2]]);
      } finally {
        expect((await openShop(true)).statusCode).toBe(200);
      }
      expect((await add({ product_id: product.id }, shopper)).statusCode).toBe(200);
      expect((await update({ item_id: line.id, quantity: 5 }, shopper)).statusCode).toBe(200);
      expect((await cartOf(shopper)).map((l) => [l.product_id, l.quantity])).toEqual([[product.id, 5]]);
    });
  });

  it('answers with Cache-Control: no-store', async () => {
    const product = await createProduct();
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: member.auth })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await add({ product_id: product.id })).headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/api/shop/cart', undefined],
    ['POST', '/api/shop/cart/add', { product_id: 1 }],
    ['PUT', '/api/shop/cart/update', { item_id: 1, quantity: 1 }],
    ['DELETE', '/api/shop/cart/remove/1', undefined],
  ] as const)('%s %s needs a signed-in, active account: 401 without a token, 403 when banned', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
    const banned = await createUser(t.app, { status: 'banned' });
    expect((await t.app.inject({ method, url, payload, headers: banned.auth })).json()).toEqual({ error: 'Account disabled' });
  });
});
