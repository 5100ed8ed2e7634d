// Kysely's values, loaded from its CommonJS build. Its ES module build is some 400 files that
// Node resolves and links one by one (~160 ms and ~6 MB more at every start, measured here);
// the CommonJS build loads in about half the time, and the built server loads it as one file
// made at build time (scripts/bundle-kysely.mjs, docs/decisions/015), in about a third of that.
// Types still come from 'kysely' itself, and lint keeps other files from importing its values
// directly (which would load a second copy).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as KyselyModule from 'kysely';

const require = createRequire(import.meta.url);

function loadKysely(): typeof KyselyModule {
  const entry = require.resolve('kysely');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '../../package.json'), 'utf8')) as { version: string };
  // Only in the built server (dist/vendor/); the sources (tests, development) use the package.
  const bundled = fileURLToPath(new URL(`../vendor/kysely-${version}.cjs`, import.meta.url));
  return require(existsSync(bundled) ? bundled : entry) as typeof KyselyModule;
}

const kysely = loadKysely();

export const { CompiledQuery, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql } = kysely;
// The class is both a value and a generic type; the type comes along under the same name.
export const Kysely = kysely.Kysely;
export type Kysely<DB> = KyselyModule.Kysely<DB>;
