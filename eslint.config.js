import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const API_TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'];
const DRIZZLE_MESSAGE = 'Only repositories (and db/) build queries: call a repository, or import the type only.';
// Features stay independent; what two of them share moves to components/ or lib/. A relative import
// into another feature is caught by dependency-cruiser (.dependency-cruiser.json).
const FEATURES_STAY_APART = {
  group: ['@/features/*/*'],
  message: 'A feature may not import another feature. Move what is shared to components/ or lib/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/.migration-check-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union or an `as const` object instead of an enum.' },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Tests read JSON answers (typed `any` by the inject API) and poke at internals.
    files: ['**/*.test.ts', 'apps/web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Tools require a default export from their configuration files.
    files: ['*.config.{js,ts}', 'apps/*/*.config.ts', '**/global-setup*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Config is read once, in one place (docs/architecture.md).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/platform/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from the Config that loadConfig() returns.' },
      ],
    },
  },
  // Layer boundaries of the API (docs/architecture.md, "Boundaries"). Tests may cross them.
  {
    // Only repositories and db/ build queries; everyone else may name Drizzle's types.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', ...API_TESTS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: DRIZZLE_MESSAGE }],
          patterns: [{ group: ['drizzle-orm/*'], allowTypeImports: true, message: DRIZZLE_MESSAGE }],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: 'A route calls a service; only services use repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/db/**/*.ts'],
    ignores: API_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'platform/ and db/ serve the modules and never import them; pass what they need in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [FEATURES_STAY_APART],
        },
      ],
    },
  },
  {
    // The shared layers sit below the app shell, which composes them with the features.
    files: ['apps/web/src/{lib,components,islands}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FEATURES_STAY_APART,
            {
              group: ['@/app', '@/app/*', '**/app/*'],
              message: 'lib/, components/ and islands/ may not import app/: move what they need down to lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app folder composes the features, so it may import them.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
