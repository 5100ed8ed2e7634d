// Lint: typescript-eslint's recommended rules plus the import directions of conventions.md:
// shared stays isomorphic; features (server and web) do not import each other; on the web,
// app -> features -> components/lib (features import no app/, components and lib neither app/ nor
// a feature) and colours come from the theme, not rgba() literals; on the server, plugins,
// services and lib do not import features, and lib imports no plugin or service.
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

/**
 * Import patterns that reach another feature's folder from a file `depth` folders below its own
 * feature's (0: features/chat/x.ts, 1: features/chat/rooms/x.ts), so that a feature's subfolder
 * named like another feature (checkout/orders/) is not taken for it.
 */
const featurePaths = (names, depth) =>
  names.flatMap((f) => [`${'../'.repeat(depth + 1)}${f}/*`, `${'../'.repeat(depth + 1)}${f}`, `**/features/${f}/*`, `**/features/${f}`]);
/** The files of a feature folder `depth` folders down (the deepest entry takes everything below). */
const DEPTHS = [0, 1, 2, 3];
const filesAt = (folder, depth, ext) => [depth === DEPTHS.at(-1) ? `${folder}/${'*/'.repeat(depth)}**/*.${ext}` : `${folder}/${'*/'.repeat(depth)}*.${ext}`];

/** Import patterns that reach the web's app/ or a feature folder from below src/. */
const WEB_APP_PATHS = ['**/app/*', '**/app/**'];
const WEB_FEATURE_PATHS = ['**/features/*', '**/features/**'];

const restrict = (patterns, message, paths = [], more = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: [...(patterns.length ? [{ group: patterns, message }] : []), ...more] }],
});

const NO_HTML = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is never rendered as HTML.' };
// The web's colours are the theme's (app/theme.ts from lib/design-tokens.ts); translucent ones
// are its palette.tint (lib/palette-tints.ts). A literal would drift from the theme unseen.
const COLOUR_LITERAL_MESSAGE = "Take the colour from the theme: a palette path ('tint.gold.10') or theme.palette in a callback.";
const NO_COLOUR_LITERALS = [
  { selector: 'Literal[value=/rgba?\\(|hsla?\\(/]', message: COLOUR_LITERAL_MESSAGE },
  { selector: 'TemplateElement[value.raw=/rgba?\\(|hsla?\\(/]', message: COLOUR_LITERAL_MESSAGE },
];

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
      'no-restricted-syntax': ['error', NO_HTML],
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
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/palette-tints.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML, ...NO_COLOUR_LITERALS] },
  },
  ...WEB_FEATURES.flatMap((feature) => DEPTHS.map((depth) => ({
    files: filesAt(`apps/web/src/features/${feature}`, depth, '{ts,tsx}'),
    rules: restrict(
      featurePaths(WEB_FEATURES.filter((f) => f !== feature), depth),
      'Features do not import each other; move shared code to components/ or lib/.',
      [],
      [{ group: WEB_APP_PATHS, message: "Features do not import app/; what they need of the theme comes through MUI's theme or lib/." }],
    ),
  }))),
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: restrict(
      [...WEB_APP_PATHS, ...WEB_FEATURE_PATHS],
      'components/ and lib/ are below features and app/: they import neither.',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/kysely.ts'],
    rules: restrict([], '', KYSELY_VALUES),
  },
  ...SERVER_FEATURES.flatMap((feature) => DEPTHS.map((depth) => ({
    files: filesAt(`apps/server/src/features/${feature}`, depth, 'ts'),
    rules: restrict(
      featurePaths(SERVER_FEATURES.filter((f) => f !== feature), depth),
      'Features do not import each other; share through services/, lib/ or an event (services/events.ts).',
      KYSELY_VALUES,
    ),
  }))),
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
