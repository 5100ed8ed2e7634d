// Named prepared statements on PostgreSQL, the counterpart of statement-cache.ts. Kysely's driver
// sends every query as an unnamed statement, so PostgreSQL parses and plans the same SQL text
// again on every call; in `npm run bench`'s checkout rush (short queries, the server, the
// database and the client sharing two cores) that was a large part of the cost (decision 021).
// A query with parameters is sent under a name derived from its text instead: each pooled
// connection parses it once and then only binds and executes it. Queries without parameters
// (BEGIN, COMMIT, DDL) stay unnamed. The names are bounded: a query built with a varying number
// of parameters (an IN list, a multi-row insert) makes new texts, and past MAX_NAMED the rest
// run unnamed. A statement whose columns changed under it (a migration run by a newer process
// beside this one) fails once with 0A000; its text then gets a fresh name, which every
// connection parses anew. DATABASE_PREPARED_STATEMENTS=off turns all this off (a connection
// pooler in transaction mode without prepared-statement support needs that).
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
  /** A fresh name for this text from now on (its statement no longer fits the table). */
  renew(text: string): void;
}

/** PostgreSQL's "cached plan must not change result type". */
const PLAN_CHANGED = '0A000';

export function statementNames(max = MAX_NAMED): StatementNames {
  const names = new Map<string, string>();
  const nameFor = (text: string, generation: number) => `ch_${createHash('sha1').update(`${generation}:${text}`).digest('hex').slice(0, 20)}`;
  let renewals = 0;
  return {
    nameOf(text) {
      const known = names.get(text);
      if (known !== undefined || names.size >= max || text.length > MAX_NAMED_LENGTH) return known;
      const name = nameFor(text, 0);
      names.set(text, name);
      return name;
    },
    renew(text) {
      if (names.has(text)) names.set(text, nameFor(text, ++renewals));
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
          if (!name) return query(textOrCursor, values);
          const text = textOrCursor as string;
          return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
            if ((error as { code?: string }).code === PLAN_CHANGED) names.renew(text);
            throw error;
          });
        };
      }
      return client as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
