// The unread total's query as the server sends it reads the partial covering index of rows with
// anything unread (migration 012), on SQLite and, under the cached generic plan the server's
// named statements end up with, on PostgreSQL (pg-prepared-statements.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompiledQuery } from '../../../db/kysely.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/test-database.js';
import { unreadTotalQuery } from './conversations.repository.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.cleanup());

it('counts from the index of rows with something unread', async () => {
  const { sql, parameters } = unreadTotalQuery(test.db.kysely, 1).compile();
  let plan: string;
  if (testDialect() === 'sqlite') {
    const rows = await test.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]));
    plan = rows.rows.map((row) => row.detail).join('\n');
    expect(plan).toContain('USING COVERING INDEX conversation_participants_unread_count');
  } else {
    plan = await test.db.kysely.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local plan_cache_mode = force_generic_plan'));
      await trx.executeQuery(CompiledQuery.raw(`prepare unread_total as ${sql}`));
      const args = parameters.map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`)).join(', ');
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain execute unread_total(${args})`));
      await trx.executeQuery(CompiledQuery.raw('deallocate unread_total'));
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('conversation_participants_unread_count');
  }
});
