// One write-transaction helper for both dialects (db/write-transaction.ts): two handles on the
// same database (two processes, in effect) running check-then-write under the same lock never
// both pass the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './kysely.js';
import { openDatabase, type Db } from './database.js';
import { writeTransaction } from './write-transaction.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

let database: TestDatabase;
let second: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  // A second, independent connection (pool) to the very same database.
  second = database.databaseUrl
    ? openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    : openDatabase({ dataDir: database.dataDir });
});
afterAll(async () => {
  await second.close();
  await database.cleanup();
});

/** Inserts a setting named `key` only when none exists: the check and the write in one transaction. */
function insertOnce(db: Db, key: string, value: string, pauseMs: number) {
  return writeTransaction(
    db,
    async (trx) => {
      const existing = await trx.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
      if (existing) return false;
      // Give the other handle every chance to pass its check meanwhile.
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await trx.insertInto('settings').values({ key, value, updated_at: new Date().toISOString() }).execute();
      return true;
    },
    { locks: [`setting:${key}`] },
  );
}

describe(`writeTransaction on ${process.env.TEST_DIALECT ?? 'sqlite'}`, () => {
  it('lets exactly one of two handles pass a check-then-insert at the same moment', async () => {
    const key = `once-${Date.now()}`;
    const results = await Promise.all([insertOnce(database.db, key, 'first', 50), insertOnce(second, key, 'second', 50)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await database.db.kysely.selectFrom('settings').selectAll().where('key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('serialises many writers across both handles: a counter read and written back loses no update', async () => {
    const key = `counter-${Date.now()}`;
    await database.db.kysely.insertInto('settings').values({ key, value: '0', updated_at: '' }).execute();
    const bump = (db: Db) =>
      writeTransaction(
        db,
        async (trx) => {
          const row = await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 2));
          await trx.updateTable('settings').set({ value: String(Number(row.value) + 1) }).where('key', '=', key).execute();
        },
        { locks: [`setting:${key}`] },
      );
    await Promise.all(Array.from({ length: 20 }, (_, i) => bump(i % 2 ? second : database.db)));
    const row = await database.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.value).toBe('20');
  });

  it('rolls back every row when the work fails', async () => {
    const key = `rollback-${Date.now()}`;
    await expect(
      writeTransaction(database.db, async (trx) => {
        await trx.insertInto('settings').values({ key, value: 'x', updated_at: '' }).execute();
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(await database.db.kysely.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
    // The connection is usable afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db.kysely)).rows[0]?.one).toBe(1);
  });
});
