// Lint: type-aware TypeScript rules, React hook rules, no import cycles, and the layer order
// of docs/architecture.md ("Layers and allowed imports"). Formatting is Prettier's job.
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Each layer and the layers it may import; a layer imports only from layers below it. */
const LAYERS = {
  // Domain and catalog are the bottom tier together: the booking rules read the car list.
  // Messages and languages (app/i18n) sit with them: rules and dates speak every language.
  domain: ['catalog', 'i18n'],
  catalog: ['domain', 'i18n'],
  i18n: ['domain', 'catalog'],
  services: ['domain', 'catalog', 'i18n', 'migrations'],
  models: ['domain', 'catalog', 'i18n', 'services'],
  // Mail templates render plain data: no database, no web components.
  emails: ['domain', 'catalog', 'i18n'],
  components: ['domain', 'catalog', 'i18n', 'styles'],
  routes: ['domain', 'catalog', 'i18n', 'services', 'models', 'emails', 'components', 'styles', 'routes'],
  styles: [],
  // The server answers the rest of the stylesheet for each page's share (app/styles/page-styles.server.ts).
  server: ['domain', 'catalog', 'i18n', 'services', 'models', 'emails', 'routes', 'styles', 'server'],
  migrations: ['domain', 'migrations'],
}

const SAME_LAYER = ['domain', 'catalog', 'i18n', 'services', 'models', 'emails', 'components', 'styles', 'migrations']

export default tseslint.config(
  {
    ignores: ['build/**', 'node_modules/**', '.react-router/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'data/**', 'public/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', '.size-limit.js', 'scripts/*.mjs', 'bench/lib/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Kysely's generic builders and better-auth's plugin types are `any` underneath; these
      // report every query, not mistakes.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Kysely<any> is the honest type of a migration's database.
      '@typescript-eslint/no-explicit-any': 'off',
      // React Router loaders and actions throw redirects and responses by design.
      '@typescript-eslint/only-throw-error': 'off',
      // Loaders, migrations, event buses and fakes implement interfaces that return promises; an async body without await is how they do it.
      '@typescript-eslint/require-await': 'off',
      // Passing on a caught `unknown` as a rejection is right; inventing a new Error would lose it.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `void` marks promises handed to event handlers on purpose; event handlers may return them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Playwright reads a fixture's dependencies from its destructured first argument: `async ({}, use)` is how a fixture says "none".
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [(await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['app/**/*', 'server/**/*', 'db/**/*'],
      // Migrations may use this one service: telling SQLite from PostgreSQL is all they need.
      'boundaries/files': [{ category: 'dialect', pattern: 'app/services/dialect.server.ts' }],
      'boundaries/elements': [
        { type: 'domain', pattern: 'app/domain/**', partialMatch: false },
        { type: 'catalog', pattern: 'app/catalog/**', partialMatch: false },
        { type: 'i18n', pattern: 'app/i18n/**', partialMatch: false },
        { type: 'services', pattern: 'app/services/**', partialMatch: false },
        { type: 'models', pattern: 'app/models/**', partialMatch: false },
        { type: 'emails', pattern: 'app/emails/**', partialMatch: false },
        { type: 'components', pattern: 'app/components/**', partialMatch: false },
        { type: 'styles', pattern: 'app/styles/**', partialMatch: false },
        { type: 'routes', pattern: ['app/routes/**', 'app/+types/**'], partialMatch: false },
        { type: 'server', pattern: 'server/**', partialMatch: false },
        { type: 'migrations', pattern: 'db/migrations/**', partialMatch: false },
        // What is left directly in app/: root.tsx, routes.ts, the entry files; they sit with the routes.
        { type: 'routes', pattern: 'app' },
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: {
                to: { element: { types: { anyOf: SAME_LAYER.includes(from) || from === 'routes' || from === 'server' ? [...new Set([...to, from])] : to } } },
              },
            })),
            { from: { element: { type: 'migrations' } }, allow: { to: { file: { categories: 'dialect' } } } },
          ],
        },
      ],
    },
  },
)
