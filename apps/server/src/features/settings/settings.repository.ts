// Kysely queries on the key/value settings table.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type SettingsMap = Map<string, string>;

export async function readSettings(db: Kysely<Database>, keys?: readonly string[]): Promise<SettingsMap> {
  let query = db.selectFrom('settings').select(['key', 'value']);
  if (keys) query = query.where('key', 'in', [...keys]);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Writes every entry in one statement, so a save is all or nothing. ON CONFLICT … DO UPDATE
 * with `excluded` is spelled the same on SQLite and PostgreSQL.
 */
export async function upsertSettings(db: Kysely<Database>, entries: Record<string, string>, updatedAt: string): Promise<void> {
  const rows = Object.entries(entries).map(([key, value]) => ({ key, value, updated_at: updatedAt }));
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** Inserts only the keys that are absent; an administrator's saved values are never touched. */
export async function insertMissingSettings(
  db: Kysely<Database>,
  entries: Record<string, string>,
  updatedAt: string,
): Promise<void> {
  const rows = Object.entries(entries).map(([key, value]) => ({ key, value, updated_at: updatedAt }));
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
