import type { $ZodConfig } from 'zod/v4/core';

// Zod compiles its object parsers with `new Function` where it may, and finds out by trying
// as each schema is made. Our Content Security Policy (script-src 'self') forbids it, and the
// browser reported every such try as a violation. The interpreted parsers give the same
// answers, fast enough for forms. Imported first by main.tsx, before any schema is made.
//
// Zod reads its settings from this global, which it creates only if it is missing
// (zod/v4/core/core.js). Setting it here rather than through `z.config` keeps zod out of the
// first download; the browser test of the policy fails if zod stops reading it.
const global = globalThis as { __zod_globalConfig?: $ZodConfig };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };
