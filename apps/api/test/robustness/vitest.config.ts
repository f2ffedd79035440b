import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Robustness suite (bad input, faults, several instances): run by `npm run test:robustness`,
// once on embedded PGlite and once on PostgreSQL, like the integration suite.
export default defineConfig({
  root: fileURLToPath(new URL('../../../..', import.meta.url)),
  test: {
    name: 'robustness',
    include: ['apps/api/test/robustness/**/*.test.ts'],
    globalSetup: ['apps/api/test/robustness/template-databases.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The fault tests start servers and databases of their own; one file at a time.
    fileParallelism: false,
  },
});
