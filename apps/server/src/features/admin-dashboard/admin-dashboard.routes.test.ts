// GET /api/admin/dashboard/stats (docs/product/back-office.md 'Dashboard stats':
// the five newest accounts and orders, an active administrator only; docs/product/chat.md: the disk's
// free space beside the reserve, from a made-up disk). A fresh database per test,
// so every count is exact; the counts are kept until their table is announced changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, type AdminDashboard } from '@clanhall/shared';
import { buildTestApp, createUser, type CreatedUser, type TestApp } from '../../test/build-test-app.js';
import { randomUsername } from '../../test/factories.js';
import { createDiskSpace } from '../../services/disk-space.js';

/** The back office's user shape (GET /api/admin/users): no password, no hash, no token version. */
const USER_KEYS = [
  'avatar_url',
  'created_at',
  'email',
  'first_name',
  'id',
  'last_name',
  'profile_image_url',
  'role',
  'status',
  'updated_at',
  'username',
];

/** Far ahead of the accounts createUser makes now, so these are the newest. */
const at = (minute: number) => new Date(Date.UTC(2099, 0, 1, 0, minute)).toISOString();

let t: TestApp;
let admin: CreatedUser;
/** The disk the dashboard reports on: made up, so its numbers are known. */
const GB = 1024 ** 3;
const disk = createDiskSpace({ reserveBytes: GB, measure: async () => ({ freeBytes: 12 * GB, totalBytes: 40 * GB }) });

beforeEach(async () => {
  t = await buildTestApp({}, { services: { disk } });
  admin = await createUser(t.app, { role: 'admin' });
});
afterEach(() => t.close());

const stats = (headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers });

async function insertUser(
  createdAt: string,
  fields: { role?: 'admin' | 'member' | 'user'; status?: 'active' | 'banned' | 'disabled' } = {},
) {
  return t.services.db.kysely
    .insertInto('users')
    .values({
      username: randomUsername(),
      email: `${randomUsername()}@example.test`,
      password_hash: 'scrypt$not-a-real-hash',
      first_name: 'Aoife',
      last_name: null,
      role: fields.role ?? 'member',
      status: fields.status ?? 'active',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertOrder(
  createdAt: string,
  fields: { totalCents?: number; status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' } = {},
) {
  const address = JSON.stringify({
    name: 'Aoife',
    address: '1 Hearth Lane',
    city: 'Galway',
    country: 'Ireland',
    postal_code: 'H91',
  });
  return t.services.db.kysely
    .insertInto('orders')
    .values({
      order_number: `CH-${randomUsername('o')}`,
      user_id: admin.id,
      username: admin.username,
      total_cents: fields.totalCents ?? 1250,
      item_count: 2,
      status: fields.status ?? 'processing',
      payment_status: 'paid',
      payment_mode: 'test',
      shipping_address: address,
      billing_address: address,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertContent(counts: { posts: number; products: number; rooms: number }) {
  const db = t.services.db.kysely;
  const now = new Date().toISOString();
  for (let i = 0; i < counts.posts; i++) {
    // Drafts count too: the tile is every post, not only the published ones.
    await db
      .insertInto('blog_posts')
      .values({
        title: `Post ${i}`,
        content: 'Tale',
        image_url: null,
        tags: '',
        status: i % 2 ? 'draft' : 'published',
        author_id: admin.id,
        author_name: admin.username,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (let i = 0; i < counts.products; i++) {
    // Inactive products count too.
    await db
      .insertInto('products')
      .values({ name: `Ware ${i}`, description: null, price_cents: 500, is_active: i % 2, created_at: now, updated_at: now })
      .execute();
  }
  for (let i = 0; i < counts.rooms; i++) {
    await db
      .insertInto('chat_rooms')
      .values({ name: `Room ${i}`, type: i % 2 ? 'private' : 'group', created_by: admin.id, created_at: now })
      .execute();
  }
}

describe('GET /api/admin/dashboard/stats', () => {
  it('counts every row of each table and lists the five newest accounts and orders, newest first', async () => {
    const users = [];
    for (let minute = 1; minute <= 7; minute++) users.push(await insertUser(at(minute)));
    const orders = [];
    for (let minute = 1; minute <= 6; minute++) orders.push(await insertOrder(at(minute), { totalCents: 1000 + minute }));
    await insertContent({ posts: 3, products: 4, rooms: 2 });

    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<AdminDashboard>();
    // The administrator calling and the seven inserted accounts.
    expect(body.stats).toEqual({ totalUsers: 8, totalBlogPosts: 3, totalProducts: 4, totalOrders: 6, totalChatRooms: 2 });
    expect(body.recentUsers.map((u) => u.id)).toEqual(
      users
        .slice(2)
        .reverse()
        .map((u) => u.id),
    );
    expect(body.recentOrders.map((o) => o.id)).toEqual(
      orders
        .slice(1)
        .reverse()
        .map((o) => o.id),
    );

    const newestUser = users[6]!;
    expect(body.recentUsers[0]).toEqual({
      id: newestUser.id,
      username: newestUser.username,
      email: newestUser.email,
      first_name: 'Aoife',
      last_name: null,
      avatar_url: null,
      profile_image_url: null,
      role: 'member',
      status: 'active',
      created_at: newestUser.created_at,
      updated_at: newestUser.updated_at,
    });
    const newestOrder = orders[5]!;
    // The order management's shape (lib/order-view.ts): dollars under total and total_amount.
    expect(body.recentOrders[0]).toEqual({
      id: newestOrder.id,
      order_number: newestOrder.order_number,
      user_id: admin.id,
      username: admin.username,
      total: 10.06,
      total_amount: 10.06,
      status: 'processing',
      payment_status: 'paid',
      payment_mode: 'test',
      shipping_address: { name: 'Aoife', address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91' },
      billing_address: { name: 'Aoife', address: '1 Hearth Lane', city: 'Galway', country: 'Ireland', postal_code: 'H91' },
      item_count: 2,
      created_at: newestOrder.created_at,
      updated_at: newestOrder.updated_at,
    });
  });

  it('keeps each count until its table is announced changed, then counts that table afresh', async () => {
    const order = await insertOrder(at(1));
    await insertContent({ posts: 1, products: 1, rooms: 1 });
    const first = (await stats()).json<AdminDashboard>().stats;
    expect(first).toEqual({ totalUsers: 1, totalBlogPosts: 1, totalProducts: 1, totalOrders: 1, totalChatRooms: 1 });

    // Rows written behind the app's back, announcing nothing: not counted on every request.
    await insertUser(at(2));
    await insertOrder(at(2));
    await insertContent({ posts: 1, products: 1, rooms: 1 });
    expect((await stats()).json<AdminDashboard>().stats).toEqual(first);

    // The app's own writes announce them: a room made and an order's status changed through the API.
    const room = await t.app.inject({ method: 'POST', url: '/api/admin/chat/rooms', headers: admin.auth, payload: { name: 'Fireside', type: 'group' } });
    expect(room.statusCode).toBe(201);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/admin/orders/${order.id}/status`, headers: admin.auth, payload: { status: 'shipped' } });
    expect(changed.statusCode).toBe(200);
    expect((await stats()).json<AdminDashboard>().stats).toEqual({ ...first, totalOrders: 2, totalChatRooms: 3 });

    // Each table has its own event: the others are counted again only when theirs comes.
    t.services.events.emit('account.written', { userId: admin.id });
    t.services.events.emit('post.written', { postId: 0 });
    t.services.events.emit('catalogue.written', {});
    expect((await stats()).json<AdminDashboard>().stats).toEqual({ totalUsers: 2, totalBlogPosts: 2, totalProducts: 2, totalOrders: 2, totalChatRooms: 3 });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/chat/rooms/${room.json().room.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(200);
    expect((await stats()).json<AdminDashboard>().stats.totalChatRooms).toBe(2);
  });

  it('never answers a password or its hash', async () => {
    const user = await insertUser(at(1));
    const res = await stats();
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminDashboard>();
    for (const listed of body.recentUsers) expect(Object.keys(listed).sort()).toEqual(USER_KEYS);
    expect(res.body).not.toMatch(/password|hash|token_version/i);
    expect(res.body).not.toContain(user.password_hash);
  });

  it('orders by creation time rather than id, a tie going to the later id', async () => {
    const later = await insertUser(at(30));
    const earlier = await insertUser(at(10));
    const tiedFirst = await insertUser(at(20));
    const tiedSecond = await insertUser(at(20));
    const newOrder = await insertOrder(at(30), { status: 'delivered' });
    const oldOrder = await insertOrder(at(10), { status: 'cancelled' });
    const tiedOrderFirst = await insertOrder(at(20));
    const tiedOrderSecond = await insertOrder(at(20));

    const body = (await stats()).json<AdminDashboard>();
    expect(body.recentUsers.map((u) => u.id)).toEqual([later.id, tiedSecond.id, tiedFirst.id, earlier.id, admin.id]);
    expect(body.recentOrders.map((o) => o.id)).toEqual([newOrder.id, tiedOrderSecond.id, tiedOrderFirst.id, oldOrder.id]);
    expect(body.recentOrders.map((o) => o.status)).toEqual(['delivered', 'processing', 'processing', 'cancelled']);
  });

  it('answers a site with nothing in it but its administrator', async () => {
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: { totalUsers: 1, totalBlogPosts: 0, totalProducts: 0, totalOrders: 0, totalChatRooms: 0 },
      storage: { free_bytes: 12 * GB, total_bytes: 40 * GB, reserve_bytes: GB },
      recentUsers: [expect.objectContaining({ id: admin.id, username: admin.username, role: 'admin', status: 'active' })],
      recentOrders: [],
      paymentMode: 'test',
    });
  });

  // docs/product/shop-and-payments.md: the dashboard's notice while the site takes test payments.
  it.each([
    ['Stripe with a test key', 'sk_test_clanhall', 'test'],
    ['Stripe with a live key', 'sk_live_clanhall', 'live'],
  ])('says whether payments are test ones: %s is %s', async (_label, key, mode) => {
    const withStripe = await buildTestApp({ STRIPE_SECRET_KEY: key, STRIPE_PUBLISHABLE_KEY: 'pk_clanhall' });
    try {
      const owner = await createUser(withStripe.app, { role: 'admin' });
      const res = await withStripe.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: owner.auth });
      expect(res.json().paymentMode).toBe(mode);
    } finally {
      await withStripe.close();
    }
  });

  it('refuses a caller without a token (401) and any account but an active administrator (403)', async () => {
    const noToken = await stats({});
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ error: SERVER_ERRORS.authRequired });

    for (const role of ['member', 'user'] as const) {
      const account = await createUser(t.app, { role });
      const res = await stats(account.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: SERVER_ERRORS.adminOnly });
    }

    const disabledAdmin = await createUser(t.app, { role: 'admin', status: 'disabled' });
    const disabled = await stats(disabledAdmin.auth);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toEqual({ error: SERVER_ERRORS.accountDisabled });
  });
});
