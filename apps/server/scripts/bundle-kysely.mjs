// Build step: Kysely's CommonJS build as one file in dist/vendor/. Its ~400 modules cost Node
// ~130 ms of resolving, reading and wrapping at every server start (measured here); one file
// of the same code loads in ~45 ms. src/db/kysely.ts loads this file when it exists (the built
// server) and the package itself otherwise (tests and development run the sources).
// docs/decisions/015-prebundled-kysely.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = createRequire(join(serverDir, 'package.json')).resolve('kysely');
// Named by version: a server whose node_modules has another Kysely than the one bundled uses
// the package (and the next build bundles it), never a stale copy.
const { version } = JSON.parse(readFileSync(join(dirname(entry), '../../package.json'), 'utf8'));

await build({
  entryPoints: [entry],
  outfile: join(serverDir, `dist/vendor/kysely-${version}.cjs`),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  legalComments: 'inline',
  logLevel: 'warning',
});
