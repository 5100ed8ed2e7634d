// Migrations on start (docs/product/operating.md): several processes may start at once on one database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from './kysely.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.js';

describe('migrateToLatest on SQLite', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function openFresh(count: number): Db[] {
    const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-migrate-'));
    const dbs = Array.from({ length: count }, () => openDatabase({ dataDir }));
    cleanups.push(async () => {
      for (const db of dbs) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return dbs;
  }

  it('lets two connections migrate one fresh file at the same moment', async () => {
    const [first, second] = openFresh(2) as [Db, Db];
    await expect(Promise.all([migrateToLatest(first), migrateToLatest(second)])).resolves.toBeDefined();
    const applied = await first.kysely
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(MIGRATION_NAMES);
    // Both see the finished schema.
    for (const db of [first, second]) {
      expect(await db.kysely.selectFrom('users').select('id').execute()).toEqual([]);
    }
  });

  it('applies every migration the first time, in order, and is a no-op the second time', async () => {
    const [db] = openFresh(1) as [Db];
    await expect(migrateToLatest(db)).resolves.toEqual(MIGRATION_NAMES);
    await expect(migrateToLatest(db)).resolves.toEqual([]);
  });

  it.each([
    ['the rate-limit prune', `delete from rate_limit_hits where created_at < '2026-01-01'`, 'rate_limit_hits_created'],
    ['a rate-limit count', `select count(*) from rate_limit_hits where bucket = 'x' and created_at > '2026-01-01'`, 'rate_limit_hits_bucket_time'],
    [
      'the public post list',
      `select * from blog_posts where status = 'published' order by created_at desc, id desc limit 15`,
      'blog_posts_status_created_id',
    ],
    ['the public post count', `select count(*) from blog_posts where status = 'published'`, 'blog_posts_status_created_id'],
    ['a session check', `select * from sessions where id = 'x'`, 'sqlite_autoindex_sessions_1'],
    [
      "an administrator's audit entries",
      `select * from audit_log where actor_id = 1 and id < 900 order by id desc limit 51`,
      'audit_log_actor',
    ],
    ['one kind of audit entry', `select * from audit_log where action = 'user.status' order by id desc limit 51`, 'audit_log_action'],
    [
      'the unread total, from the index alone',
      `select coalesce(sum(unread), 0) from conversation_participants where user_id = 1 and unread > 0`,
      'USING COVERING INDEX conversation_participants_unread_count',
    ],
  ])('finds rows by index for %s', async (_label, query, index) => {
    const [db] = openFresh(1) as [Db];
    await migrateToLatest(db);
    const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(db.kysely);
    const detail = plan.rows.map((row) => row.detail).join('\n');
    expect(detail).toContain(index);
    expect(detail).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });
});
