// The query behind image-store.ts's sweep and release: whether a column a feature registered
// still holds an image's URL. The table and column come from the features' definitions
// (imageReferences in *.feature.ts), never from a request, so they are spelled in as identifiers.
import { sql } from '../../db/kysely.js';
import type { Executor } from '../../db/executor.js';

/** True when some row of `table` has `url` in `column` (one row is enough). */
export async function isUrlInColumn(db: Executor, table: string, column: string, url: string): Promise<boolean> {
  const query = sql<{ one: number }>`select 1 as one from ${sql.table(table)} where ${sql.ref(column)} = ${url} limit 1`;
  return (await query.execute(db)).rows.length > 0;
}
