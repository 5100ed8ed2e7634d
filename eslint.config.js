// Lint: typescript-eslint's recommended rules plus the import directions of conventions.md
// (shared stays isomorphic; web features do not import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = ['home', 'blog', 'contact', 'auth', 'profile', 'dashboard', 'admin-dashboard', 'admin-blog', 'admin-settings', 'admin-messages', 'admin-users'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.e2e/**', '.lighthouse/**', '**/*.d.ts'] },
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
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'react', 'react-*', 'kysely', 'fastify*', '@mui/*'], message: 'packages/shared stays isomorphic.' }] }],
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: WEB_FEATURES.filter((f) => f !== feature).flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../features/${f}/*`, `../../../features/${f}/*`]),
              message: 'Features do not import each other; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
