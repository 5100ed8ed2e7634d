// Kysely queries on settings (services/settings-store.ts; docs/product/content.md): one row per key,
// the key its primary key.
import type { Insertable } from 'kysely';
import type { SettingsTable } from '../db/schema.js';
import type { Executor } from '../db/executor.js';

/** Every key and value (one row per setting of the registry; the store keeps them in memory). */
export function listSettings(db: Executor) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}

/** Writes every row in one statement: a new key is inserted, an existing one takes the new value. */
export async function upsertSettings(db: Executor, rows: readonly Insertable<SettingsTable>[]): Promise<void> {
  // ON CONFLICT … DO UPDATE with `excluded` is spelled the same on SQLite and PostgreSQL.
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** Inserts the rows whose key is absent; a key already there keeps its value. */
export async function insertMissingSettings(db: Executor, rows: readonly Insertable<SettingsTable>[]): Promise<void> {
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
