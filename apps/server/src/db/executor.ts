// What a query runs on: the database or a transaction of it (a Transaction is a Kysely too).
// Repositories take one, so the same query serves a plain read and a step of a write
// transaction. `Db` (db/database.ts) is the open database handle; this is what queries need.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type Executor = Kysely<Database>;
