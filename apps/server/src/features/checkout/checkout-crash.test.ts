// Nothing paid is lost, even when the server dies mid-checkout (docs/product/shop-and-payments.md). The real server
// runs as a child process on this test's database; a burst of buyers pays and checks out over
// HTTP; the server is killed (SIGKILL: no shutdown, no flushing) in the middle of it and started
// again on the same data. Then: every order a buyer was told about exists, no order exists
// without its succeeded payment, stock plus units ordered is the initial stock for every
// product, and the payments that succeeded without an order are exactly the member-visible
// unfinished ones, which the finish path and the payments job resolve.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@clanhall/shared';
import type { Services } from '../../services.js';
import { manualClock } from '../../services/clock.js';
import { createTestPaymentProvider } from '../../services/payments/test-payment-provider.js';
import { createSessions } from '../../services/sessions.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { randomUsername } from '../../test/factories.js';
import { SHIPPING, GOOD_CARD } from './checkout-fixtures.js';
import { settlePayments } from './payments/payments.job.js';
import { freePort, waitForHealth } from '../../../../../scripts/lib/server-process.mjs';

const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const JWT_SECRET = 'crash-test-secret-'.padEnd(48, 'k');
const ADMIN_PASSWORD = 'crash-test-admin-password';
const BUYERS = 24;
/** The server is killed once this many checkouts have answered: some buyers are done, most are not. */
const KILL_AFTER_CHECKOUTS = 5;

const PRODUCTS = [
  { name: 'Crash-test cloak', price: 49.99, stock: 8 },
  { name: 'Crash-test horn', price: 28, stock: 11 },
  { name: 'Crash-test brooch', price: 12.5, stock: 30 },
];

interface Buyer {
  id: number;
  token: string;
  address: string;
  lines: { productId: number; quantity: number; cents: number }[];
}

type Outcome = { step: 'intent' | 'confirm' | 'checkout'; status: number | 'no answer'; body?: { order?: { id: number; order_number: string } } };

describe('a checkout burst through a crash', () => {
  let database: TestDatabase;
  let server: ChildProcess | undefined;
  let base = '';
  let output = '';

  async function startServer(port: number): Promise<void> {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        JWT_SECRET,
        ADMIN_PASSWORD,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server = child;
    base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, { child });
    } catch (error) {
      throw new Error(`${(error as Error).message}:\n${output}`, { cause: error });
    }
  }

  async function killServer(signal: NodeJS.Signals): Promise<void> {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  }

  /** JSON over HTTP from the buyer's own address (TRUST_PROXY trusts this machine's proxy). */
  async function call(method: string, path: string, token: string | undefined, body?: unknown, address = '127.0.0.1') {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await killServer('SIGTERM');
    await database.cleanup();
  });

  it('loses no order, no unit and no payment', { timeout: 90_000 }, async () => {
    const db = database.db.kysely;
    const port = await freePort();
    const started = Date.now();
    const lap = (what: string) => timings.push(`${what} ${Date.now() - started} ms`);
    const timings: string[] = [];
    await startServer(port);
    lap('started');

    // The catalogue by the back office's API (a direct write if the shop feature is absent).
    const adminToken = (await call('POST', '/api/auth/admin/login', undefined, { username: 'admin', password: ADMIN_PASSWORD })).body.token as string;
    const productIds: number[] = [];
    for (const product of PRODUCTS) {
      const res = await call('POST', '/api/admin/shop/products', adminToken, { name: product.name, price: product.price, stock_quantity: product.stock, is_active: true });
      if (res.status === 201) productIds.push((res.body.product as { id: number }).id);
      else {
        const now = new Date().toISOString();
        const row = await db
          .insertInto('products')
          .values({ name: product.name, price_cents: Math.round(product.price * 100), stock_quantity: product.stock, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        productIds.push(row.id);
      }
    }
    const initialStock = new Map(productIds.map((id, i) => [id, PRODUCTS[i]!.stock]));

    // Buyers with signed-in sessions and carts that together want more than is in stock.
    const sessions = createSessions({ db: database.db, secret: JWT_SECRET, clock: manualClock(new Date()) });
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const now = new Date().toISOString();
      const username = randomUsername('crash');
      const user = await db
        .insertInto('users')
        .values({ username, email: `${username}@example.test`, password_hash: 'not-used', role: 'member', status: 'active', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await sessions.issue(user);
      const address = `10.99.${i >> 8}.${(i % 250) + 1}`;
      const lines = [
        { index: i % 2, quantity: 1 + (i % 2) },
        { index: 2, quantity: 1 },
      ].map(({ index, quantity }) => ({ productId: productIds[index]!, quantity, cents: Math.round(PRODUCTS[index]!.price * 100) }));
      for (const line of lines) {
        const added = await call('POST', '/api/shop/cart/add', token, { product_id: line.productId, quantity: line.quantity }, address);
        if (added.status >= 300) {
          await db.insertInto('cart_items').values({ user_id: user.id, product_id: line.productId, quantity: line.quantity, created_at: now, updated_at: now }).execute();
        }
      }
      buyers.push({ id: user.id, token, address, lines });
    }

    // The burst: every buyer pays and checks out at once; the server dies in the middle of it.
    let checkoutsAnswered = 0;
    let killing: Promise<void> | undefined;
    const outcomes = new Map<number, Outcome[]>();
    async function step(buyer: Buyer, name: Outcome['step'], path: string, body: unknown): Promise<Outcome> {
      let outcome: Outcome;
      try {
        const res = await call('POST', path, buyer.token, body, buyer.address);
        outcome = { step: name, status: res.status, body: res.body as Outcome['body'] };
      } catch {
        outcome = { step: name, status: 'no answer' };
      }
      outcomes.get(buyer.id)!.push(outcome);
      if (name === 'checkout' && outcome.status !== 'no answer' && ++checkoutsAnswered === KILL_AFTER_CHECKOUTS) killing = killServer('SIGKILL');
      return outcome;
    }
    await Promise.all(
      buyers.map(async (buyer) => {
        outcomes.set(buyer.id, []);
        const amount = buyer.lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
        const intent = await step(buyer, 'intent', '/api/shop/create-payment-intent', { amount, shipping: SHIPPING });
        if (intent.status !== 200) return;
        const { clientSecret, paymentIntentId } = intent.body as unknown as { clientSecret: string; paymentIntentId: string };
        const confirmed = await step(buyer, 'confirm', '/api/shop/test-payments/confirm', { client_secret: clientSecret, ...GOOD_CARD });
        if (confirmed.status !== 200) return;
        await step(buyer, 'checkout', '/api/shop/checkout', { ...SHIPPING, payment_intent_id: paymentIntentId });
      }),
    );
    await killing;
    lap('burst and kill');
    const all = [...outcomes.values()].flat();
    // The crash came mid-burst: some checkouts were answered, some requests never were.
    expect(checkoutsAnswered).toBeGreaterThanOrEqual(KILL_AFTER_CHECKOUTS);
    expect(all.some((o) => o.status === 'no answer')).toBe(true);

    await startServer(port);
    lap('restarted');

    // 1. Every order a buyer was told about (a 2xx) exists, as told.
    const promised = all.filter((o) => o.step === 'checkout' && typeof o.status === 'number' && o.status < 300).map((o) => o.body!.order!);
    expect(promised.length).toBeGreaterThan(0);
    for (const order of promised) {
      const row = await db.selectFrom('orders').select(['id', 'order_number']).where('id', '=', order.id).executeTakeFirst();
      expect(row).toEqual({ id: order.id, order_number: order.order_number });
    }

    // 2. No order exists without its succeeded payment, for the same amount.
    const orders = await db.selectFrom('orders').selectAll().where('user_id', 'in', buyers.map((b) => b.id)).execute();
    for (const order of orders) {
      const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
      expect(payment, `order ${order.order_number}`).toMatchObject({ status: 'succeeded', amount_cents: order.total_cents, user_id: order.user_id });
      const intent = await db.selectFrom('test_payment_intents').selectAll().where('id', '=', payment!.intent_id).executeTakeFirstOrThrow();
      expect(intent).toMatchObject({ status: 'succeeded', refunded: 0 });
    }

    // 3. Stock plus units ordered is the initial stock, for every product.
    const expectStockKept = async () => {
      for (const [productId, initial] of initialStock) {
        const { stock_quantity } = await db.selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow();
        const { units } = await db
          .selectFrom('order_items')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow();
        expect(stock_quantity + Number(units), `product ${productId}`).toBe(initial);
        expect(stock_quantity).toBeGreaterThanOrEqual(0);
      }
    };
    await expectStockKept();

    // 4. The payments that succeeded without an order are exactly the unfinished ones the members
    // are shown (asking also catches up with what the provider took just before the crash).
    const unfinished = new Map<string, Buyer>();
    for (const buyer of buyers) {
      const res = await call('GET', '/api/shop/payments/unfinished', buyer.token, undefined, buyer.address);
      expect(res.status).toBe(200);
      for (const payment of res.body.payments as { payment_intent_id: string; status: string; can_finish: boolean }[]) {
        if (payment.status === 'succeeded') {
          expect(payment.can_finish).toBe(true);
          unfinished.set(payment.payment_intent_id, buyer);
        }
      }
    }
    const paidWithoutOrder = await db.selectFrom('payments').select('intent_id').where('status', '=', 'succeeded').where('order_id', 'is', null).execute();
    expect(paidWithoutOrder.map((p) => p.intent_id).sort()).toEqual([...unfinished.keys()].sort());
    // Whatever the provider took is recorded as taken.
    const takenAtProvider = await db.selectFrom('test_payment_intents').select('id').where('status', '=', 'succeeded').execute();
    const recorded = await db.selectFrom('payments').select(['intent_id', 'status']).where('intent_id', 'in', takenAtProvider.length ? takenAtProvider.map((i) => i.id) : ['none']).execute();
    expect(recorded.every((p) => p.status === 'succeeded' || p.status === 'refunded')).toBe(true);
    expect(recorded).toHaveLength(takenAtProvider.length);

    // 5. Finishing resolves them: an order, or (sold out meanwhile) a refund.
    for (const [intentId, buyer] of unfinished) {
      const res = await call('POST', '/api/shop/payments/finish', buyer.token, { payment_intent_id: intentId }, buyer.address);
      expect([200, 201, 409], JSON.stringify(res.body)).toContain(res.status);
    }
    await killServer('SIGTERM');

    // 6. The payments job settles the rest: refunds decided but cut short by the crash, and
    // anything paid and still unused once the grace period is over.
    // What the job uses of the services, as the composition root makes them.
    const clock = manualClock(new Date(Date.now() + LIMITS.abandonedPaymentGraceMs + 60_000));
    const jobServices = { db: database.db, clock, log: Fastify({ logger: false }).log, payments: createTestPaymentProvider({ db: database.db, clock }) };
    await settlePayments(jobServices as unknown as Services);
    const unsettled = await db
      .selectFrom('payments')
      .select(['intent_id', 'status', 'refunded_at'])
      .where((eb) => eb.or([eb.and([eb('status', '=', 'succeeded'), eb('order_id', 'is', null)]), eb.and([eb('status', '=', 'refunded'), eb('refunded_at', 'is', null)])]))
      .execute();
    expect(unsettled).toEqual([]);
    const refunded = await db.selectFrom('payments').select('intent_id').where('status', '=', 'refunded').execute();
    for (const { intent_id } of refunded) {
      const intent = await db.selectFrom('test_payment_intents').select('refunded').where('id', '=', intent_id).executeTakeFirstOrThrow();
      expect(intent.refunded, intent_id).toBe(1);
    }
    await expectStockKept();
    console.log(
      `checkout-crash (${testDialect()}): ${promised.length} orders answered before the kill, ${all.filter((o) => o.status === 'no answer').length} requests cut off, ` +
        `${unfinished.size} paid payments left unfinished and then resolved, ${refunded.length} refunds in all; ${timings.join(', ')}`,
    );
  });
});
