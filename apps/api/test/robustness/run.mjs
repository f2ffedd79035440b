// The robustness suite, on both databases; arguments are passed on to vitest (a file filter).
import { fileURLToPath } from 'node:url';
import { runVitestOnBothDatabases } from '../../../../scripts/on-both-databases.mjs';

const config = fileURLToPath(new URL('./vitest.config.ts', import.meta.url));
runVitestOnBothDatabases('Robustness tests', ['--config', config, ...process.argv.slice(2)]);
