import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
