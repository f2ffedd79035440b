import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tools/eslint-rules/feature-boundaries.js';

/**
 * A layer's files may not import from the folders above it, so that no arrow of the import
 * graph runs both ways. `above` lists folders (or files directly in src, by name) relative to
 * the layer's src; test files may reach anywhere.
 */
function layer(files, above, why) {
  const upward = above.map((name) => name.replace(/\./g, '\\.')).join('|');
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\./|(\\.\\./)+)(${upward})(/|$)`, message: why }] },
      ],
    },
  };
}

// The project's own rules, one plugin object for every config that turns one on.
const keyturn = { rules: { 'feature-boundaries': featureBoundaries } };

// context.ts, config.ts and env.ts are declarations every layer may read.
const API_APP = ['app.ts', 'server.ts', 'services.ts', 'housekeeping.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Rules that need the types: promises that are dropped or passed where nothing awaits
    // them, strings made of objects, needless assertions, switches that miss a case.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe and it return promises that the runner itself awaits.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'before', 'after'] },
          ],
        },
      ],
      // React's event props ignore the promise of an async handler (e.g. handleSubmit) by design.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allow: [{ from: 'lib', name: 'URLSearchParams' }] },
      ],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    // Product code never lets an untyped value spread; tests may read answers loosely.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    // The React client runs in the browser and follows the rules of hooks.
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // API: lib and db → plugins → modules → the app (composition root, server, operations).
  layer(
    ['apps/api/src/lib/**', 'apps/api/src/db/**'],
    ['modules', 'plugins', 'seed', 'ops', ...API_APP],
    'lib/ and db/ are the bottom layer: they know no module, plugin or the app.',
  ),
  layer(
    ['apps/api/src/plugins/**'],
    ['modules', 'seed', 'ops', ...API_APP],
    'A plugin is generic Fastify wiring: modules use plugins, never the other way round.',
  ),
  layer(
    ['apps/api/src/modules/**'],
    ['seed', 'ops', ...API_APP],
    'Modules are composed by the app (services.ts, app.ts); they do not import it.',
  ),
  {
    // The payment provider's SDK stays behind the PaymentProvider interface (decision 065). Its
    // own rule name: a second no-restricted-imports would replace the layers' for these files.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/payments/online/stripe-provider.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'stripe',
              message:
                'Only payments/online/stripe-provider.ts knows the SDK: use the PaymentProvider interface.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules meet only at their index.ts, as the web's features do (tools/eslint-rules); the
    // composition root (services.ts, app.ts, seed/, ops/) puts them together and reaches inside.
    files: ['apps/api/src/**/*.ts'],
    plugins: { keyturn },
    rules: {
      'keyturn/feature-boundaries': [
        'error',
        { folder: 'modules', noun: 'module', nested: true, shared: [], lazy: false },
      ],
    },
  },
  // Web: shared code (components, lib, content) → features → layouts → app.
  layer(
    ['apps/web/src/{components,lib,content}/**'],
    ['features', 'layouts', 'app'],
    'Shared web code serves every feature and knows none of them.',
  ),
  layer(
    ['apps/web/src/features/**'],
    ['layouts', 'app'],
    'Features are composed by the app and its layouts; they do not import them.',
  ),
  layer(['apps/web/src/layouts/**'], ['app'], 'Layouts are composed by the app.'),
  {
    // Features meet only at their public files (index.ts, lazy.ts): tools/eslint-rules.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { keyturn },
    rules: { 'keyturn/feature-boundaries': 'error' },
  },
  {
    // No import cycle anywhere in the product: each one is a pair of modules that cannot be
    // understood, tested or loaded lazily apart.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
