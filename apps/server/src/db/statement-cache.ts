// Prepared statements kept by their SQL text. Kysely's SQLite driver prepares every query anew,
// and better-sqlite3 compiles the SQL each time: under load that compile was the largest single
// cost of the server (15% of its CPU in `npm run bench`'s checkout rush). The queries repeat
// (the same builders, parameters bound separately), so a bounded cache, least recently used
// first out, hands back the compiled statement. SQLite re-prepares a cached statement by itself
// after a schema change (migrations). Rows come back as object-rows.ts makes them.
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import { withObjectRows } from './object-rows.js';

/** Distinct queries the app sends are a few hundred; past this the least recently used go. */
const MAX_STATEMENTS = 1000;

/** A statement that may change a table's columns: cached readers read their column lists again after it. */
const SCHEMA_CHANGE = /^\s*(alter|create|drop)\b/i;

type CachedStatement = SqliteStatement & { busy: boolean };

export function withStatementCache(database: BetterSqlite3.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, CachedStatement>();
  let schemaChanges = 0;
  const changes = () => schemaChanges;
  const fresh = (sql: string): CachedStatement => {
    const statement = database.prepare(sql);
    if (!SCHEMA_CHANGE.test(sql)) return withObjectRows(statement, changes) as CachedStatement;
    return {
      reader: statement.reader,
      all: (parameters: ReadonlyArray<unknown>) => statement.all(parameters),
      iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(parameters),
      run(parameters: ReadonlyArray<unknown>) {
        const result = statement.run(parameters);
        schemaChanges++;
        return result;
      },
      get busy() {
        return statement.busy;
      },
    };
  };
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run again meanwhile: a fresh one.
      if (cached?.busy) return fresh(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = fresh(sql);
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
