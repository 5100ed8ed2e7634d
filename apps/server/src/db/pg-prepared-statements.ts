// Named prepared statements on PostgreSQL, the counterpart of statement-cache.ts. Kysely's driver
// sends every query as an unnamed statement, so PostgreSQL parses and plans the same SQL text
// again on every call; in `npm run bench`'s checkout rush (ten short queries per checkout, the
// server, the database and the client sharing two cores) that was the largest cost left. A query
// with parameters is sent under a name derived from its text instead: each pooled connection
// parses it once and then only binds and executes it. Queries without parameters (BEGIN, COMMIT,
// DDL) stay unnamed. The names are bounded: a query built with a varying number of parameters
// (an IN list, a multi-row insert) makes new texts, and past MAX_NAMED the rest run unnamed.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type Pg from 'pg';

/** Distinct parameterised queries the app sends are a few hundred at most. */
const MAX_NAMED = 400;
/** Longer texts are bulk writes, whose text varies with their row count. */
const MAX_NAMED_LENGTH = 2000;

export interface StatementNames {
  /** The name for this text, or undefined when it runs unnamed. */
  nameOf(text: string): string | undefined;
}

export function statementNames(max = MAX_NAMED): StatementNames {
  const names = new Map<string, string>();
  return {
    nameOf(text) {
      const known = names.get(text);
      if (known !== undefined || names.size >= max || text.length > MAX_NAMED_LENGTH) return known;
      const name = `ch_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
      return name;
    },
  };
}

const patched = new WeakSet<object>();

/** The pool as Kysely sees it, its clients sending parameterised queries as named statements. */
export function withPreparedStatements(pool: Pg.Pool, names: StatementNames = statementNames()): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      if (!patched.has(client)) {
        patched.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as { query: unknown }).query = (textOrCursor: unknown, values?: unknown[]) => {
          const name = typeof textOrCursor === 'string' && values && values.length > 0 ? names.nameOf(textOrCursor) : undefined;
          return name ? query({ name, text: textOrCursor, values }) : query(textOrCursor, values);
        };
      }
      return client as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
