// GET /api/admin/orders at any size (docs/product/back-office.md Order Management; docs/product/operating.md):
// newest first a page at a time (before = next_cursor), one status, a search by the start of
// the order number or the customer's username, and the tiles' counts of every order, kept
// until an order changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type AdminOrderCounts, type Order, type OrderStatus } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';
import { insertOrder } from './orders-fixtures.js';

interface ListAnswer {
  orders: Order[];
  total: number;
  counts: AdminOrderCounts;
  next_cursor: number | null;
}

describe('GET /api/admin/orders', () => {
  let t: TestApp;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const list = async (query = '', user: CreatedUser = admin): Promise<ListAnswer> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: user.auth });
    expect(res.statusCode, query).toBe(200);
    return res.json();
  };
  const ids = (answer: { orders: { id: number }[] }) => answer.orders.map((o) => o.id);
  const line = (name = 'Mead') => [{ name, priceCents: 1250, quantity: 2 }];
  /** A buyer whose username starts with a tag no other test uses. */
  const buyerTagged = async (label: string) => {
    const tag = randomUsername(label).toLowerCase();
    return { tag, buyer: await createUser(t.app, { username: `${tag}_Buyer` }) };
  };

  it('answers each order without its items, with item_count and totals, and the count of every order', async () => {
    const buyer = await createUser(t.app);
    const latest = await insertOrder(t, buyer, [{ name: 'Shield', priceCents: 8000, quantity: 2 }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: ListAnswer = res.json();
    expect(body.orders[0]).toMatchObject({ id: latest.order.id, username: buyer.username, item_count: 2, total: 160, total_amount: 160, status: 'processing' });
    expect(body.orders[0]).not.toHaveProperty('items');
    expect(body.total).toBe(body.counts.total);
    expect(body.counts.total).toBeGreaterThanOrEqual(body.orders.length);
  });

  it('pages newest first by cursor (before = next_cursor), each order once, until next_cursor is null', async () => {
    const { tag, buyer } = await buyerTagged('pager');
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await insertOrder(t, buyer, line())).order.id);
    const newestFirst = [...made].reverse();

    const seen: number[][] = [];
    let cursor: number | null = null;
    do {
      const page: ListAnswer = await list(`?q=${tag}&limit=2${cursor === null ? '' : `&before=${cursor}`}`);
      seen.push(ids(page));
      cursor = page.next_cursor;
      if (cursor !== null) expect(cursor).toBe(page.orders.at(-1)!.id);
    } while (cursor !== null && seen.length < 10);
    expect(seen).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);

    // Without a search too: the pages of two join into the first four of one.
    const four = await list('?limit=4');
    const first = await list('?limit=2');
    const second = await list(`?limit=2&before=${first.next_cursor}`);
    expect([...ids(first), ...ids(second)]).toEqual(ids(four));
    expect(ids(four).slice(0, 4)).toEqual(newestFirst.slice(0, 4));
  });

  it('finds orders whose number or customer username starts with q, whatever the case', async () => {
    const { tag, buyer } = await buyerTagged('seek');
    const stranger = await createUser(t.app);
    const byBuyer = await insertOrder(t, buyer, line());
    const numbered = await insertOrder(t, stranger, line(), { orderNumber: `CH-${tag.toUpperCase()}-7K3M` });
    await insertOrder(t, stranger, line());

    expect(ids(await list(`?q=${tag.toUpperCase()}_buyer`))).toEqual([byBuyer.order.id]);
    expect(ids(await list(`?q=ch-${tag}`))).toEqual([numbered.order.id]);
    // As the screen shows a number: '#CH-…'.
    expect(ids(await list(`?q=${encodeURIComponent(`#CH-${tag}-7k`)}`))).toEqual([numbered.order.id]);
    // A part from the middle is not a start.
    expect((await list(`?q=${tag.slice(2)}`)).orders).toEqual([]);
    // The account's email is not searched (orders_number_lower and orders_username_lower only).
    expect((await list(`?q=${encodeURIComponent(buyer.email)}`)).orders).toEqual([]);
    // Spaces around the search are not part of it.
    expect(ids(await list(`?q=${encodeURIComponent(`  ${tag}_buyer `)}`))).toEqual([byBuyer.order.id]);
  });

  it('narrows to one status, with or without a search, and pages within it', async () => {
    const { tag, buyer } = await buyerTagged('status');
    const delivered = [];
    for (const status of ['delivered', 'processing', 'delivered', 'cancelled', 'delivered'] as OrderStatus[]) {
      const { order } = await insertOrder(t, buyer, line(), { status });
      if (status === 'delivered') delivered.push(order.id);
    }
    const newestDelivered = [...delivered].reverse();
    expect(ids(await list(`?q=${tag}&status=delivered`))).toEqual(newestDelivered);
    expect((await list(`?q=${tag}&status=shipped`)).orders).toEqual([]);
    const first = await list(`?q=${tag}&status=delivered&limit=2`);
    expect(ids(first)).toEqual(newestDelivered.slice(0, 2));
    expect(ids(await list(`?q=${tag}&status=delivered&limit=2&before=${first.next_cursor}`))).toEqual(newestDelivered.slice(2));

    const all = await list('?status=cancelled&limit=100');
    expect(all.orders.length).toBeGreaterThan(0);
    expect(all.orders.every((o) => o.status === 'cancelled')).toBe(true);
    // The counts are of every order, whatever the filter.
    expect(all.counts).toEqual((await list()).counts);
  });

  it("keeps the tiles' counts until an order is placed or changes, then answers them afresh", async () => {
    const buyer = await createUser(t.app);
    const before = (await list('?limit=1')).counts;
    expect(before.total).toBe(before.pending + before.processing + before.shipped + before.delivered + before.cancelled);

    const { order } = await insertOrder(t, buyer, line());
    const placed = (await list('?limit=1')).counts;
    expect(placed).toEqual({ ...before, total: before.total + 1, processing: before.processing + 1 });

    // A row written behind the app's back, announcing nothing, is not counted on every request...
    const db = t.services.db.kysely;
    await db.insertInto('orders').values({ ...order, id: undefined, order_number: `CH-QUIET-${order.id}` }).execute();
    expect((await list('?limit=1')).counts).toEqual(placed);

    // ...but once an order changes, the counts are read again: the quiet one is in them too.
    const shipped = await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/status`, headers: admin.auth, payload: { status: 'delivered' } });
    expect(shipped.statusCode).toBe(200);
    expect((await list('?limit=1')).counts).toEqual({ ...placed, total: placed.total + 1, processing: placed.processing, delivered: placed.delivered + 1 });
  });

  it(`defaults to ${LIMITS.adminListPageDefault} a page and caps a limit above ${LIMITS.adminPageMax}`, async () => {
    const buyer = await createUser(t.app);
    const { order } = await insertOrder(t, buyer, line());
    const template = { ...order, id: undefined };
    const added: number[] = [];
    const db = t.services.db.kysely;
    for (let start = 0; start <= LIMITS.adminPageMax; start += 100) {
      const rows = Array.from({ length: Math.min(100, LIMITS.adminPageMax + 1 - start) }, (_, i) => ({ ...template, order_number: `CH-BULK-${order.id}-${start + i}` }));
      added.push(...(await db.insertInto('orders').values(rows).returning('id').execute()).map((row) => row.id));
    }
    t.services.events.emit('order.written', { orderId: added[0]!, userId: buyer.id });
    try {
      const capped = await list('?limit=100000');
      expect(capped.orders).toHaveLength(LIMITS.adminPageMax);
      expect(capped.total).toBeGreaterThan(LIMITS.adminPageMax);
      const first = await list();
      expect(first.orders).toHaveLength(LIMITS.adminListPageDefault);
      expect(first.next_cursor).toBe(first.orders.at(-1)!.id);
    } finally {
      await db.deleteFrom('orders').where('id', 'in', added).execute();
      t.services.events.emit('order.written', { orderId: added[0]!, userId: buyer.id });
    }
  });

  it('refuses nonsense paging, an unknown status and an overlong search with 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', /limit/],
      ['limit=abc', /limit/],
      ['before=-1', /before/],
      ['before=abc', /before/],
      ['before=2147483648', /before/],
      ['status=lost', /Status must be/],
      [`q=${'a'.repeat(101)}`, /q must be/],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatch(field);
    }
  });

  it('is for active administrators only: no token 401, any other role 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    for (const role of ['member', 'user'] as const) {
      const account = await createUser(t.app, { role });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: account.auth })).statusCode).toBe(403);
    }
  });
});
