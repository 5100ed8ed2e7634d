// The key/value settings table (docs/product/content.md), read through a copy kept in memory: the
// public settings, the mail server and the site name are read on every page and mail, and
// change only when an administrator saves. A save in any process clears every process's copy
// ('setting.written', services/events.ts).
import { readSetting, type SettingKey, type SettingValue } from '@clanhall/shared';
import type { Db } from '../db/database.js';
import { writeTransaction, type WriteTransaction } from '../db/write-transaction.js';
import type { Clock } from './clock.js';
import type { EventBus } from './events.js';
import { insertMissingSettings, listSettings, upsertSettings } from './settings.repository.js';

export type SettingsMap = ReadonlyMap<string, string>;

export interface SettingsStore {
  read(): Promise<SettingsMap>;
  /** One setting's value as the registry reads it (packages/shared settings/registry.ts). */
  value<K extends SettingKey>(key: K): Promise<SettingValue<K>>;
  /**
   * Writes every entry in one statement (all or nothing), then announces it. `alongside` runs in
   * the same transaction (the audit entry of an administrator's save, docs/decisions/013).
   */
  write(entries: Record<string, string>, alongside?: (trx: WriteTransaction) => Promise<void>): Promise<void>;
  /** Inserts only absent keys; an administrator's saved values are never touched. */
  insertMissing(entries: Record<string, string>): Promise<void>;
}

export function createSettingsStore(deps: { db: Db; clock: Clock; events: EventBus }): SettingsStore {
  const { db } = deps;
  let cached: Promise<SettingsMap> | undefined;
  deps.events.on('setting.written', () => {
    cached = undefined;
  });

  const rowsOf = (entries: Record<string, string>) =>
    Object.entries(entries).map(([key, value]) => ({ key, value, updated_at: deps.clock.nowIso() }));

  return {
    read() {
      cached ??= listSettings(db.kysely).then((rows) => new Map(rows.map((row) => [row.key, row.value])));
      // A failed read is not kept: the next call asks the database again.
      cached.catch(() => (cached = undefined));
      return cached;
    },
    async value(key) {
      return readSetting(await this.read(), key);
    },
    async write(entries, alongside) {
      const rows = rowsOf(entries);
      if (rows.length === 0) return;
      await writeTransaction(db, async (trx) => {
        await upsertSettings(trx, rows);
        await alongside?.(trx);
      });
      cached = undefined;
      deps.events.emit('setting.written', { keys: Object.keys(entries) });
    },
    async insertMissing(entries) {
      const rows = rowsOf(entries);
      if (rows.length === 0) return;
      await insertMissingSettings(db.kysely, rows);
      cached = undefined;
      deps.events.emit('setting.written', { keys: Object.keys(entries) });
    },
  };
}
