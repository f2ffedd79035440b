// The double for plain Node ESM (e2e/run.mjs, scripts): loads the TypeScript sources through
// tsx's scoped loader, which changes nothing for the rest of the process.
import { tsImport } from 'tsx/esm/api';

const double = await tsImport('./index.ts', import.meta.url);

export const { startStripeDouble, connectStripeDouble, API_VERSION } = double;
