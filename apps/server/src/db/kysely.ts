// Kysely's values, loaded from its CommonJS build. Its ES module build is some 400 files that
// Node resolves and links one by one (~160 ms and ~6 MB more at every start, measured here);
// the CommonJS build loads in about half the time. Types still come from 'kysely' itself, and
// lint keeps other files from importing its values directly (which would load both builds).
import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

const kysely = createRequire(import.meta.url)('kysely') as typeof KyselyModule;

export const { CompiledQuery, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql } = kysely;
// The class is both a value and a generic type; the type comes along under the same name.
export const Kysely = kysely.Kysely;
export type Kysely<DB> = KyselyModule.Kysely<DB>;
