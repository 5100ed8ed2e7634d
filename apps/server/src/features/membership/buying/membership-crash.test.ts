// Nothing paid is lost, even when the server dies mid-activation (docs/product/membership.md:
// "a payment that succeeded without its activation is completed or refunded"). The real server
// runs as a child process on this test's database; a burst of accounts buys a plan over HTTP
// (checkout, test card, activation) and the server is killed (SIGKILL: no shutdown, no
// flushing) in the middle of it, then started again. Every membership a buyer was told about
// exists; no membership by payment exists without its succeeded payment; and once the join job
// has run, every payment the provider took is either a membership or a refund.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../services.js';
import { createAuditLog } from '../../../services/audit-log.js';
import { manualClock } from '../../../services/clock.js';
import { createEventBus } from '../../../services/events.js';
import { createTestPaymentProvider } from '../../../services/payments/test-payment-provider.js';
import { createSessions } from '../../../services/sessions.js';
import { randomUsername } from '../../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/test-database.js';
import { GOOD_CARD } from '../membership-fixtures.js';
import { CHECK_AFTER_MS, settleJoinPayments } from './join-payments.job.js';
import { freePort, waitForHealth } from '../../../../../../scripts/lib/server-process.mjs';

const SERVER_DIR = fileURLToPath(new URL('../../../../', import.meta.url));
const JWT_SECRET = 'membership-crash-secret-'.padEnd(48, 'k');
const ADMIN_PASSWORD = 'membership-crash-admin-password';
const BUYERS = 24;
/** The server is killed once this many activations have answered. */
const KILL_AFTER_ACTIVATIONS = 5;

type Step = 'checkout' | 'confirm' | 'activate';
type Outcome = { step: Step; status: number | 'no answer' };

describe('a burst of activations through a crash', () => {
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

  async function call(method: string, path: string, token: string | undefined, body?: unknown, address = '127.0.0.1') {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
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

  it('loses no payment and makes no membership without one', { timeout: 90_000 }, async () => {
    const db = database.db.kysely;
    const port = await freePort();
    await startServer(port);

    const adminToken = (await call('POST', '/api/auth/admin/login', undefined, { username: 'admin', password: ADMIN_PASSWORD }))
      .body.token as string;
    expect((await call('POST', '/api/admin/settings', adminToken, { membership_mode: 'paid' })).status).toBe(200);
    const created = await call('POST', '/api/admin/membership/plans', adminToken, {
      name: 'Crash-test monthly',
      price: 9.5,
      interval: 'month',
    });
    expect(created.status).toBe(201);
    const planId = (created.body.plan as { id: number }).id;

    const sessions = createSessions({ db: database.db, secret: JWT_SECRET, clock: manualClock(new Date()) });
    const buyers: { id: number; token: string; address: string }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const now = new Date().toISOString();
      const username = randomUsername('crash');
      const user = await db
        .insertInto('users')
        .values({
          username,
          email: `${username}@example.test`,
          password_hash: 'not-used',
          role: 'user',
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      buyers.push({ id: user.id, token: await sessions.issue(user), address: `10.98.${i >> 8}.${(i % 250) + 1}` });
    }

    let activationsAnswered = 0;
    let killing: Promise<void> | undefined;
    const outcomes = new Map<number, Outcome[]>();
    async function step(buyer: (typeof buyers)[number], name: Step, path: string, body: unknown) {
      let outcome: Outcome & { body?: Record<string, unknown> };
      try {
        const res = await call('POST', path, buyer.token, body, buyer.address);
        outcome = { step: name, status: res.status, body: res.body };
      } catch {
        outcome = { step: name, status: 'no answer' };
      }
      outcomes.get(buyer.id)!.push({ step: outcome.step, status: outcome.status });
      if (name === 'activate' && outcome.status !== 'no answer' && ++activationsAnswered === KILL_AFTER_ACTIVATIONS)
        killing = killServer('SIGKILL');
      return outcome;
    }
    await Promise.all(
      buyers.map(async (buyer) => {
        outcomes.set(buyer.id, []);
        const checkout = await step(buyer, 'checkout', '/api/membership/checkout', { plan_id: planId });
        if (checkout.status !== 200) return;
        const { clientSecret, paymentIntentId } = checkout.body as { clientSecret: string; paymentIntentId: string };
        const confirmed = await step(buyer, 'confirm', '/api/shop/test-payments/confirm', {
          client_secret: clientSecret,
          ...GOOD_CARD,
        });
        if (confirmed.status !== 200) return;
        await step(buyer, 'activate', '/api/membership/activate', { payment_intent_id: paymentIntentId });
      }),
    );
    await killing;
    const all = [...outcomes.entries()].flatMap(([id, list]) => list.map((o) => ({ id, ...o })));
    expect(activationsAnswered).toBeGreaterThanOrEqual(KILL_AFTER_ACTIVATIONS);
    expect(all.some((o) => o.status === 'no answer')).toBe(true);

    await startServer(port);

    // 1. Every buyer told they are a member is one.
    const told = all.filter((o) => o.step === 'activate' && o.status === 200).map((o) => o.id);
    expect(told.length).toBeGreaterThan(0);
    for (const id of told) {
      expect(
        await db.selectFrom('memberships').select('status').where('user_id', '=', id).executeTakeFirst(),
        `buyer ${id}`,
      ).toEqual({ status: 'active' });
      expect((await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role).toBe('member');
    }

    // 2. No membership by payment without its succeeded join payment.
    const ids = buyers.map((b) => b.id);
    const expectEveryMembershipPaid = async () => {
      for (const membership of await db.selectFrom('memberships').selectAll().where('user_id', 'in', ids).execute()) {
        const paid = await db
          .selectFrom('membership_payments')
          .select('id')
          .where('user_id', '=', membership.user_id)
          .where('kind', '=', 'join')
          .where('status', '=', 'succeeded')
          .execute();
        expect(paid, `membership of ${membership.user_id}`).toHaveLength(1);
      }
    };
    await expectEveryMembershipPaid();
    await killServer('SIGTERM');

    // 3. The join job finishes what the crash cut short: every intent the provider took is a
    // membership (its payment succeeded) or refunded, and no refund is left half done.
    const clock = manualClock(new Date(Date.now() + CHECK_AFTER_MS + 60_000));
    const log = Fastify({ logger: false }).log;
    const jobServices = {
      db: database.db,
      clock,
      log,
      events: createEventBus(log),
      auditLog: createAuditLog({ db: database.db, clock }),
      payments: createTestPaymentProvider({ db: database.db, clock }),
    };
    const report = await settleJoinPayments(jobServices as unknown as Services);
    const taken = await db
      .selectFrom('test_payment_intents')
      .select(['id', 'refunded'])
      .where('status', '=', 'succeeded')
      .execute();
    for (const intent of taken) {
      const payment = await db
        .selectFrom('membership_payments')
        .selectAll()
        .where('intent_id', '=', intent.id)
        .executeTakeFirstOrThrow();
      if (payment.status === 'succeeded') {
        expect(
          await db
            .selectFrom('memberships')
            .select(['status', 'source'])
            .where('user_id', '=', payment.user_id!)
            .executeTakeFirst(),
          intent.id,
        ).toEqual({ status: 'active', source: 'payment' });
      } else {
        expect(payment, intent.id).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
        expect(intent.refunded, intent.id).toBe(1);
      }
    }
    await expectEveryMembershipPaid();
    console.log(
      `membership-crash (${testDialect()}): ${told.length} activations answered before the kill, ${all.filter((o) => o.status === 'no answer').length} requests cut off, ` +
        `${taken.length} payments taken; the job then activated ${report.activated} and refunded ${report.refunded}`,
    );
  });
});
