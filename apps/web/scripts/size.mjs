// Prints the gzipped size of the JavaScript and CSS that a visitor of `/` downloads (the entry
// script, its modulepreloads and stylesheets named in dist/index.html) and fails when that is
// over budget or includes any admin code. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 151 kB while the retry of a failed chunk (lib/chunk-load.ts) costs its first 0.1 kB; issue 25 brings it back to 150.
const BUDGET_BYTES = { js: 151 * 1000, css: 35 * 1000 };
const ADMIN_SOURCE_PREFIX = 'src/features/admin/';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
}

const firstLoad = new Set();
for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
  const rel = attribute(tag, 'rel');
  const url = tag.startsWith('<script')
    ? attribute(tag, 'src')
    : rel === 'modulepreload' || rel === 'stylesheet'
      ? attribute(tag, 'href')
      : undefined;
  if (url && !/^https?:/.test(url)) firstLoad.add(url.replace(/^\//, ''));
}

const adminFiles = new Set(
  Object.entries(manifest)
    .filter(([source]) => source.startsWith(ADMIN_SOURCE_PREFIX))
    .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])]),
);

const totals = { js: 0, css: 0 };
const problems = [];
if (adminFiles.size === 0) problems.push(`no chunk built from ${ADMIN_SOURCE_PREFIX} was found`);

for (const file of [...firstLoad].sort()) {
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totals[kind] += gzipped;
  console.info(`  ${file.padEnd(48)} ${(gzipped / 1000).toFixed(1).padStart(7)} kB gzip`);
  if (adminFiles.has(file)) problems.push(`${file} is admin code in the first download`);
}

for (const kind of ['js', 'css']) {
  const line = `${kind.toUpperCase()}: ${(totals[kind] / 1000).toFixed(1)} kB gzip (budget ${BUDGET_BYTES[kind] / 1000} kB)`;
  console.info(line);
  if (totals[kind] > BUDGET_BYTES[kind]) problems.push(`${kind.toUpperCase()} is over budget`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`size: ${problem}`);
  process.exit(1);
}
console.info('size: the first download of / is within budget and holds no admin code');
