// Compiles the server and its command-line tools to JavaScript in dist/, so that production
// runs them with plain node: no TypeScript loader, no dev dependencies.
//
//   node build.mjs [--outdir <folder>]
//
// scripts/build.mjs (npm run build) passes a fresh folder, which then replaces dist/ whole;
// the files are made for dist/ wherever they are written.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Where the server runs from: the addresses below are relative to it. */
const distDir = fileURLToPath(new URL('dist/', import.meta.url));
const { values: options } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = options.outdir ? resolve(options.outdir) : distDir;

/**
 * Every file node starts: the server and the tools of `npm run db:*`. All land side by side in
 * dist/, which sourceAddressesKept relies on.
 */
const ENTRY_POINTS = {
  server: 'src/server.ts',
  'db-seed': 'src/seed/cli.ts',
  'db-backup': 'src/ops/backup-cli.ts',
  'db-restore': 'src/ops/restore-cli.ts',
  'create-admin': 'src/ops/create-admin-cli.ts',
};

/**
 * npm packages stay imports, loaded from node_modules as they are, except our own workspace
 * packages: @keyturn/shared is TypeScript source, which plain node cannot load, so it is bundled.
 */
const ownPackagesBundled = {
  name: 'own-packages-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@keyturn/') ? undefined : { path, external: true },
    );
  },
};

/**
 * Each module keeps the address of its source file as import.meta.url, so files found next to
 * the source (the migrations, the demo photos, the repository root) are found from the bundle
 * exactly as from the source, without copying them.
 */
const sourceAddressesKept = {
  name: 'source-addresses-kept',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutput = relative(distDir, path).split('\\').join('/');
      const address = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
// Built for dist/ (the source maps' paths are relative to it), then written where asked.
const { outputFiles } = await build({
  absWorkingDir: here,
  entryPoints: ENTRY_POINTS,
  outdir: distDir,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownPackagesBundled, sourceAddressesKept],
});
await mkdir(outdir, { recursive: true });
for (const file of outputFiles) {
  await writeFile(join(outdir, relative(distDir, file.path)), file.contents);
}
console.info(
  `Built ${Object.keys(ENTRY_POINTS).join(', ')} into ${relative(process.cwd(), outdir)}`,
);
