// Prepared statements kept by their SQL text. Kysely's SQLite driver prepares every query anew,
// and better-sqlite3 compiles the SQL each time: under load that compile was the largest single
// cost of the server (15% of its CPU in `npm run bench`'s checkout rush). The queries repeat
// (the same builders, parameters bound separately), so a bounded cache, least recently used
// first out, hands back the compiled statement. SQLite re-prepares a cached statement by itself
// after a schema change (migrations).
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';

/** Distinct queries the app sends are a few hundred; past this the least recently used go. */
const MAX_STATEMENTS = 1000;

export function withStatementCache(database: BetterSqlite3.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run again meanwhile: a fresh one.
      if (cached?.busy) return database.prepare(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
