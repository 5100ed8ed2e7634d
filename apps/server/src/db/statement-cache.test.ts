// The prepared-statement cache under Kysely's SQLite driver (statement-cache.ts): a repeated
// query reuses its statement, a statement still iterating is not handed out twice, the cache
// stays bounded, and a schema change (a migration) is seen by cached statements; rows come back
// as the objects better-sqlite3 would have made (object-rows.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from './sqlite-driver.js';
import { withStatementCache } from './statement-cache.js';

describe('statement cache', () => {
  const open: { close(): void }[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });

  function memoryDatabase(max?: number) {
    const raw = new SqliteDatabase(':memory:');
    const cached = withStatementCache(raw, max);
    open.push(cached);
    raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    raw.exec("INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
    return cached;
  }

  it('hands back the same statement for the same SQL, with parameters bound per run', () => {
    const db = memoryDatabase();
    const first = db.prepare('SELECT name FROM t WHERE id = ?');
    const second = db.prepare('SELECT name FROM t WHERE id = ?');
    expect(second).toBe(first);
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    expect(second.all([3])).toEqual([{ name: 'c' }]);
    expect(db.prepare('SELECT name FROM t WHERE id > ?')).not.toBe(first);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const db = memoryDatabase();
    const sql = 'SELECT id FROM t ORDER BY id';
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    const meanwhile = db.prepare(sql);
    expect(meanwhile.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = memoryDatabase(2);
    const one = db.prepare('SELECT 1');
    const two = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(one);
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).toBe(one);
    expect(db.prepare('SELECT 2')).not.toBe(two);
  });

  it('sees a column added after the statement was cached', () => {
    const db = memoryDatabase();
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([{ id: 1, name: 'a' }]);
    db.prepare("ALTER TABLE t ADD COLUMN note TEXT NOT NULL DEFAULT 'x'").run([]);
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([{ id: 1, name: 'a', note: 'x' }]);
  });

  it('makes the same row objects better-sqlite3 makes, odd names, equal names and nulls included', () => {
    const db = memoryDatabase();
    const sql = `SELECT id, name, NULL AS "note", id * 2 AS "two ""quoted"" words", name AS name FROM t WHERE id <= ? ORDER BY id`;
    const plain = new SqliteDatabase(':memory:');
    open.push(plain);
    plain.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    plain.exec("INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
    const expected = plain.prepare(sql).all(2);
    expect(db.prepare(sql).all([2])).toEqual(expected);
    expect([...db.prepare(sql).iterate([2])]).toEqual(expected);
    expect(expected[1]).toEqual({ id: 2, name: 'b', note: null, 'two "quoted" words': 4 });
    expect(db.prepare('SELECT id FROM t WHERE id > ?').all([9])).toEqual([]);
  });

  it('reads the columns again when another connection changed the table', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clanhall-statements-'));
    const file = join(dataDir, 'db.sqlite');
    const mine = withStatementCache(new SqliteDatabase(file));
    const theirs = new SqliteDatabase(file);
    open.push(mine, theirs, { close: () => rmSync(dataDir, { recursive: true, force: true }) });
    theirs.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a')");
    expect(mine.prepare('SELECT * FROM t').all([])).toEqual([{ id: 1, name: 'a' }]);
    theirs.exec("ALTER TABLE t ADD COLUMN note TEXT NOT NULL DEFAULT 'x'");
    expect(mine.prepare('SELECT * FROM t').all([])).toEqual([{ id: 1, name: 'a', note: 'x' }]);
  });
});
