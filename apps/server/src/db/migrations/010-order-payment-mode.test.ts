// Migration 010 on orders made before it (docs/decisions/025): an order is called a test one only
// when the built-in test provider took its payment; Stripe's, and one without a payment, live.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../kysely.js';
import { openDatabase, type Db } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';

const NOW = '2026-11-01T10:00:00.000Z';

describe('migration 010: payment_mode on older orders', () => {
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clanhall-migrate-010-'));
    db = openDatabase({ dataDir });
    await migrateUpTo(db, '008-password-resets');
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function olderOrder(number: string, provider?: 'test' | 'stripe'): Promise<void> {
    const order = await sql<{ id: number }>`
      insert into orders (order_number, user_id, username, total_cents, item_count, status, payment_status, shipping_address, billing_address, created_at, updated_at)
      values (${number}, null, 'aoife', 1250, 1, 'processing', 'paid', '{}', '{}', ${NOW}, ${NOW}) returning id`.execute(db.kysely);
    if (!provider) return;
    await sql`
      insert into payments (provider, intent_id, user_id, username, amount_cents, currency, status, cart_snapshot, order_id, created_at, updated_at)
      values (${provider}, ${`pi_${number}`}, null, 'aoife', 1250, 'usd', 'succeeded', '[]', ${order.rows[0]!.id}, ${NOW}, ${NOW})`.execute(db.kysely);
  }

  it('backfills test from the test provider, live from Stripe or no payment, and refuses other values', async () => {
    await olderOrder('CH-OLD-TEST', 'test');
    await olderOrder('CH-OLD-STRIPE', 'stripe');
    await olderOrder('CH-OLD-BARE');
    await migrateToLatest(db);

    const rows = await db.kysely.selectFrom('orders').select(['order_number', 'payment_mode']).orderBy('id').execute();
    expect(rows).toEqual([
      { order_number: 'CH-OLD-TEST', payment_mode: 'test' },
      { order_number: 'CH-OLD-STRIPE', payment_mode: 'live' },
      { order_number: 'CH-OLD-BARE', payment_mode: 'live' },
    ]);
    await expect(sql`update orders set payment_mode = 'maybe'`.execute(db.kysely)).rejects.toThrow(/CHECK constraint/i);
  });
});
