// Rows of a reading statement as plain objects, made faster than better-sqlite3 makes them.
// better-sqlite3 builds each row object key by key through V8's C++ API: on a page of 50
// messages (11 columns) that was 60 of the query's 150 µs, measured with the statement alone.
// In raw mode it hands back arrays, and one function made per column list (an object literal
// of one fixed shape) turns them into the same objects in about a third of the time.
import type { SqliteStatement } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';

type RowMaker = (values: unknown[]) => Record<string, unknown>;

/** `{ "name": values[0], … }` for these column names (the later of two equal names wins, as in better-sqlite3). */
export function rowMakerFor(names: readonly string[]): RowMaker {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  // The names are the query's own column names, quoted as JSON string literals.
  return new Function('values', `return { ${fields} };`) as RowMaker;
}

/**
 * `statement` for Kysely's driver, its rows made by rowMakerFor. The column list is read once
 * and again after `schemaChanges()` moves (a migration through this connection altered a table
 * a `select *` reads) or when a row's length differs from it (another connection's change).
 */
export function withObjectRows(statement: BetterSqlite3.Statement, schemaChanges: () => number): SqliteStatement {
  if (!statement.reader) return statement as unknown as SqliteStatement;
  statement.raw(true);
  let columns = -1;
  let make: RowMaker = () => ({});
  let madeAt = -1;
  const maker = (first: unknown[] | undefined): RowMaker => {
    if (madeAt !== schemaChanges() || (first !== undefined && first.length !== columns)) {
      const names = statement.columns().map((column) => column.name);
      make = rowMakerFor(names);
      columns = names.length;
      madeAt = schemaChanges();
    }
    return make;
  };
  return {
    reader: true,
    all(parameters: ReadonlyArray<unknown>) {
      const rows = statement.all(parameters) as unknown[][];
      const make = maker(rows[0]);
      return rows.map(make);
    },
    run(parameters: ReadonlyArray<unknown>) {
      return statement.run(parameters);
    },
    *iterate(parameters: ReadonlyArray<unknown>) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield maker(values)(values);
    },
    get busy() {
      return statement.busy;
    },
  } as SqliteStatement & { busy: boolean };
}
