import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/api/test/unit/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'tools/eslint-rules/**/*.test.js',
            'tools/stripe-double/test/**/*.test.ts',
          ],
          // Hashing at production cost takes about a second alone and past Vitest's 5 s on a
          // busy two-core machine (a full run here did): the limit is for hung tests only.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/component-setup.ts'],
          // A form typed key by key in jsdom takes 2-3 s alone and twice that on a busy
          // two-core machine (CI ran past Vitest's 5 s once): the limit is for hung tests only.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/integration/**/*.test.ts'],
          globalSetup: ['apps/api/test/support/template-databases.ts'],
          // The files share their worker's modules: each one imported the whole app anew (1.4 s
          // a file). What a file starts (its app, its database) it builds and closes itself.
          isolate: false,
          // expect.poll's own second ran out on a busy machine (two stages of npm test side by
          // side) before a worker had written its claim: the limit is for what never comes.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
