// Lint: typescript-eslint's recommended rules plus the import directions of conventions.md:
// shared stays isomorphic; features (server and web) do not import each other; on the server,
// plugins, services and lib do not import features, and lib imports no plugin or service.
// The feature lists are read from the folders, so a new feature is covered without an edit.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_FEATURES = folders('./apps/web/src/features/');
const SERVER_FEATURES = folders('./apps/server/src/features/');

/** Import patterns that reach a feature folder from anywhere below src/. */
const featurePaths = (names) => names.flatMap((f) => [`../${f}/*`, `../../${f}/*`, `**/features/${f}/*`, `**/features/${f}`]);

const restrict = (patterns, message, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: patterns.length ? [{ group: patterns, message }] : [] }],
});

// Server code takes Kysely's values from db/kysely.ts (its CommonJS build, faster to load);
// importing them from 'kysely' would load the ES module build as well.
const KYSELY_VALUES = [{ name: 'kysely', allowTypeImports: true, message: "Import Kysely's values from db/kysely.ts (types from 'kysely' are fine)." }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.e2e/**', '.lighthouse/**', 'bench-results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is never rendered as HTML.' }],
    },
  },
  {
    // TypeScript itself reports undefined names, with the right globals per project.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict(['node:*', 'react', 'react-*', 'kysely', 'fastify*', '@mui/*'], 'packages/shared stays isomorphic.'),
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      featurePaths(WEB_FEATURES.filter((f) => f !== feature)),
      'Features do not import each other; move shared code to components/ or lib/.',
    ),
  })),
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/kysely.ts'],
    rules: restrict([], '', KYSELY_VALUES),
  },
  ...SERVER_FEATURES.map((feature) => ({
    files: [`apps/server/src/features/${feature}/**/*.ts`],
    rules: restrict(
      featurePaths(SERVER_FEATURES.filter((f) => f !== feature)),
      'Features do not import each other; share through services/, lib/ or an event (services/events.ts).',
      KYSELY_VALUES,
    ),
  })),
  {
    files: ['apps/server/src/{plugins,services,db}/**/*.ts'],
    ignores: ['apps/server/src/db/kysely.ts'],
    rules: restrict(['**/features/*', '**/features/**'], 'Plugins, services and db do not import features; the app hands features their services.', KYSELY_VALUES),
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: restrict(
      ['**/features/*', '**/features/**', '**/plugins/*', '**/services/*.js', '**/services/**/*.js', '!**/services/images/image-store.js'],
      'lib/ holds plain helpers: it imports no feature, plugin or service.',
      KYSELY_VALUES,
    ),
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
