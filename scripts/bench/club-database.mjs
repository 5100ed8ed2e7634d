// The club fill's connection to a stopped server's database, SQLite or PostgreSQL, with one
// interface so club-content.mjs writes its rows and SQL once for both. It knows no table: it is
// given a table's name and rows (their keys are the columns; `ints` says which are integers).
// What is dialect-specific lives here: placeholders, bulk inserts (SQLite: one prepared
// statement in one transaction, a few hundred thousand rows a second; PostgreSQL: INSERT …
// SELECT FROM unnest() of one array per column, tens of thousands of rows per statement, where
// multi-row VALUES would be capped at 65,535 parameters), and what a settled database has
// after a bulk load.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib/ensure.mjs';

// apps/server's dependencies; loaded on first use (see content.mjs).
const requireServer = createRequire(join(root, 'apps/server/package.json'));

/** Rows per PostgreSQL statement: each column travels as one array parameter. */
const PG_BATCH = 20_000;

/** `?` placeholders, as SQLite takes them, numbered for PostgreSQL. */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function openSqlite(sqlitePath) {
  const db = new (requireServer('better-sqlite3'))(sqlitePath);
  return {
    dialect: 'sqlite',
    async all(sql, params = []) {
      return db.prepare(sql).all(...params);
    },
    async run(sql, params = []) {
      db.prepare(sql).run(...params);
    },
    async begin() {
      db.exec('BEGIN');
    },
    async commit() {
      db.exec('COMMIT');
    },
    async insert(table, rows) {
      const names = Object.keys(rows[0] ?? {});
      const insert = db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
      for (const row of rows) insert.run(...names.map((name) => row[name] ?? null));
    },
    // No ANALYZE: the server never runs one on SQLite, so a real club's file has no statistics
    // either, and the planner's choices measured are the ones members get.
    async settle() {},
    async close() {
      db.close();
    },
  };
}

async function openPostgres(databaseUrl) {
  const { Client } = requireServer('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  // The fill is thrown away with the database; waiting for each commit to reach the disk buys nothing.
  await client.query('SET synchronous_commit = off');
  const tables = new Set();
  const withIds = new Set();
  return {
    dialect: 'postgres',
    async all(sql, params = []) {
      return (await client.query(numbered(sql), params)).rows;
    },
    async run(sql, params = []) {
      await client.query(numbered(sql), params);
    },
    async begin() {
      await client.query('BEGIN');
    },
    async commit() {
      await client.query('COMMIT');
    },
    async insert(table, rows, ints = []) {
      const names = Object.keys(rows[0] ?? {});
      const arrays = names.map((name, i) => `$${i + 1}::${ints.includes(name) ? 'integer' : 'text'}[]`);
      const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
      for (let start = 0; start < rows.length; start += PG_BATCH) {
        const batch = rows.slice(start, start + PG_BATCH);
        await client.query(
          sql,
          names.map((name) => batch.map((row) => row[name] ?? null)),
        );
      }
      tables.add(table);
      if (names.includes('id')) withIds.add(table);
    },
    // Ids written explicitly: each such table's identity sequence is moved past them (the
    // server's next insert would collide otherwise). Then VACUUM ANALYZE, as autovacuum would
    // have done on a club's database long before anyone measured it: the planner has
    // statistics, and no autovacuum run starts in the middle of the measurement.
    async settle() {
      for (const table of withIds) {
        const [{ sequence }] = (await client.query("SELECT pg_get_serial_sequence($1, 'id') AS sequence", [table])).rows;
        if (sequence) await client.query(`SELECT setval($1, (SELECT max(id) FROM ${table}))`, [sequence]);
      }
      await client.query(`VACUUM ANALYZE ${[...tables].join(', ')}`);
    },
    async close() {
      await client.end();
    },
  };
}

/** The database of a stopped server: its SQLite file, or its PostgreSQL database when given a URL. */
export function openClubDatabase({ sqlitePath, databaseUrl }) {
  return databaseUrl ? openPostgres(databaseUrl) : Promise.resolve(openSqlite(sqlitePath));
}
