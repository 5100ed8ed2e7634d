// Order history (docs/product/shop-and-payments.md) and order management (docs/product/back-office.md); the
// back office's list itself is admin-orders.routes.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOP_ERRORS, type OrderStatus, type PaymentMode } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { insertOrder as insertOrderOf, type OrderLine } from './orders-fixtures.js';

describe('orders', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let member: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, member, other] = await Promise.all([createUser(t.app, { role: 'admin' }), createUser(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  const insertOrder = (user: CreatedUser, lines: OrderLine[], address?: unknown, paymentMode?: PaymentMode) =>
    insertOrderOf(t, user, lines, { address, paymentMode });

  const get = (url: string, user?: CreatedUser) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
  const put = (url: string, payload: unknown, user: CreatedUser = admin) => t.app.inject({ method: 'PUT', url, headers: user.auth, payload: payload as object });

  describe('a member’s order history', () => {
    it('lists only the caller’s orders, newest first, each with its items', async () => {
      const older = await insertOrder(member, [{ name: 'Mead', priceCents: 1250, quantity: 2 }]);
      const newer = await insertOrder(member, [{ name: 'Cloak', priceCents: 4999, quantity: 1 }, { name: 'Pin', priceCents: 300, quantity: 3 }]);
      await insertOrder(other, [{ name: 'Harp', priceCents: 24000, quantity: 1 }]);

      const res = await get('/api/shop/orders', member);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { orders } = res.json();
      expect(orders.map((o: { id: number }) => o.id)).toEqual([newer.order.id, older.order.id]);
      expect(orders[0]).toEqual({
        id: newer.order.id,
        order_number: newer.order.order_number,
        user_id: member.id,
        username: member.username,
        total: 58.99,
        total_amount: 58.99,
        status: 'processing',
        payment_status: 'paid',
        payment_mode: 'test',
        shipping_address: { name: 'Aoife', address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91' },
        billing_address: { name: 'Aoife', address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91' },
        item_count: 4,
        created_at: newer.order.created_at,
        updated_at: newer.order.updated_at,
        items: [
          { id: newer.items[0]!.id, order_id: newer.order.id, product_id: null, name: 'Cloak', description: 'Cloak described', price: 49.99, quantity: 1, status: 'pending' },
          { id: newer.items[1]!.id, order_id: newer.order.id, product_id: null, name: 'Pin', description: 'Pin described', price: 3, quantity: 3, status: 'pending' },
        ],
      });
      expect((await get('/api/shop/orders?limit=1&offset=1', member)).json().orders.map((o: { id: number }) => o.id)).toEqual([older.order.id]);
    });

    it('is empty for a member without orders, and needs a token', async () => {
      const newcomer = await createUser(t.app);
      expect((await get('/api/shop/orders', newcomer)).json()).toEqual({ orders: [] });
      expect((await get('/api/shop/orders')).statusCode).toBe(401);
    });

    it('shows an address kept as plain text as text', async () => {
      const buyer = await createUser(t.app);
      await insertOrder(buyer, [{ name: 'Ale', priceCents: 500, quantity: 1 }], '12 Old Road, Cork');
      const [order] = (await get('/api/shop/orders', buyer)).json().orders;
      expect(order.shipping_address).toBe('12 Old Road, Cork');
    });
  });

  describe('order management', () => {
    it('shows one order with its items', async () => {
      const { order, items } = await insertOrder(member, [{ name: 'Torc', priceCents: 9900, quantity: 1 }]);
      const res = await get(`/api/admin/orders/${order.id}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        order: expect.objectContaining({ id: order.id, username: member.username, total: 99, item_count: 1 }),
        items: [{ id: items[0]!.id, order_id: order.id, product_id: null, name: 'Torc', description: 'Torc described', price: 99, quantity: 1, status: 'pending' }],
      });
      for (const url of ['/api/admin/orders/2147483647', '/api/admin/orders/abc']) {
        const missing = await get(url, admin);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: SHOP_ERRORS.orderNotFound });
      }
    });

    it('sets any order status from any other and announces it', async () => {
      const { order } = await insertOrder(member, [{ name: 'Horn', priceCents: 2800, quantity: 1 }]);
      const emit = vi.spyOn(t.services.events, 'emit');
      for (const status of ['shipped', 'pending', 'delivered', 'cancelled', 'processing'] as OrderStatus[]) {
        const res = await put(`/api/admin/orders/${order.id}/status`, { status });
        expect(res.statusCode).toBe(200);
        expect(res.json().order).toMatchObject({ id: order.id, status, items: [expect.objectContaining({ name: 'Horn' })] });
      }
      expect(emit).toHaveBeenCalledWith('order.written', { orderId: order.id, userId: member.id });
      emit.mockRestore();
      expect((await get('/api/shop/orders', member)).json().orders.find((o: { id: number }) => o.id === order.id).status).toBe('processing');
    });

    it('sets an item’s status', async () => {
      const { order, items } = await insertOrder(member, [{ name: 'Bell', priceCents: 1500, quantity: 1 }, { name: 'Rope', priceCents: 200, quantity: 5 }]);
      const res = await put(`/api/admin/order-items/${items[1]!.id}/status`, { status: 'shipped' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: { id: items[1]!.id, order_id: order.id, product_id: null, name: 'Rope', description: 'Rope described', price: 2, quantity: 5, status: 'shipped' } });
      const detail = (await get(`/api/admin/orders/${order.id}`, admin)).json();
      expect(detail.items.map((i: { status: string }) => i.status)).toEqual(['pending', 'shipped']);
    });

    it('refuses an unknown status with 400 naming it, and unknown orders and items with 404', async () => {
      const { order, items } = await insertOrder(member, [{ name: 'Drum', priceCents: 6000, quantity: 1 }]);
      for (const url of [`/api/admin/orders/${order.id}/status`, `/api/admin/order-items/${items[0]!.id}/status`]) {
        for (const payload of [{ status: 'lost' }, {}]) {
          const res = await put(url, payload);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ error: 'Status must be pending, processing, shipped, delivered or cancelled' });
        }
      }
      const noOrder = await put('/api/admin/orders/2147483647/status', { status: 'shipped' });
      expect(noOrder.statusCode).toBe(404);
      expect(noOrder.json()).toEqual({ error: SHOP_ERRORS.orderNotFound });
      const noItem = await put('/api/admin/order-items/2147483647/status', { status: 'shipped' });
      expect(noItem.statusCode).toBe(404);
      expect(noItem.json()).toEqual({ error: SHOP_ERRORS.orderItemNotFound });
      expect((await get(`/api/admin/orders/${order.id}`, admin)).json().order.status).toBe('processing');
    });

    // docs/product/shop-and-payments.md: "every order carries payment_mode (test or live) in the member's and the
    // administrator's lists".
    it('answers each order’s payment_mode in the member’s and the administrator’s lists and details', async () => {
      const buyer = await createUser(t.app);
      const live = await insertOrder(buyer, [{ name: 'Crown', priceCents: 50000, quantity: 1 }], undefined, 'live');
      const test = await insertOrder(buyer, [{ name: 'Crown', priceCents: 50000, quantity: 1 }], undefined, 'test');
      const modes = (orders: { id: number; payment_mode: string }[]) =>
        orders.filter((o) => o.id === live.order.id || o.id === test.order.id).map((o) => [o.id, o.payment_mode]);
      const expected = [
        [test.order.id, 'test'],
        [live.order.id, 'live'],
      ];
      expect(modes((await get('/api/shop/orders', buyer)).json().orders)).toEqual(expected);
      expect(modes((await get('/api/admin/orders?limit=100', admin)).json().orders)).toEqual(expected);
      expect((await get(`/api/admin/orders/${live.order.id}`, admin)).json().order.payment_mode).toBe('live');
      expect((await get(`/api/admin/orders/${test.order.id}`, admin)).json().order.payment_mode).toBe('test');
    });

    it('is for administrators only', async () => {
      const { order, items } = await insertOrder(member, [{ name: 'Flute', priceCents: 1100, quantity: 1 }]);
      for (const res of [
        await get('/api/admin/orders', member),
        await get(`/api/admin/orders/${order.id}`, member),
        await put(`/api/admin/orders/${order.id}/status`, { status: 'cancelled' }, member),
        await put(`/api/admin/order-items/${items[0]!.id}/status`, { status: 'cancelled' }, member),
      ]) {
        expect(res.statusCode).toBe(403);
      }
      expect((await get('/api/admin/orders')).statusCode).toBe(401);
      expect((await get(`/api/admin/orders/${order.id}`, admin)).json().order.status).toBe('processing');
    });
  });
});
