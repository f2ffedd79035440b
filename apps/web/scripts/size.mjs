// Prints the gzipped size of the JavaScript and CSS that a visitor of `/` downloads, and fails
// when it is over budget or includes any admin code. Run after `vite build`. Two figures:
// - the first download: the entry script, its modulepreloads and stylesheets named in
//   dist/index.html;
// - the whole visit (issue 25): that, and the home page's lazy parts that every visit fetches
//   right after it (the chunks built from src/features/home/ that are loaded on demand, the
//   slider and the search form, with what they import).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = { js: 150 * 1000, css: 35 * 1000 };
// Everything a visit to `/` downloads, lazy parts included: issue 25's target.
const VISIT_JS_BUDGET_BYTES = 150 * 1000;
const ADMIN_SOURCE_PREFIX = 'src/features/admin/';
const HOME_SOURCE_PREFIX = 'src/features/home/';

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

/** The chunk's file and all it imports, as the browser fetches them with it. */
function withImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, files);
  return files;
}

const homeLazyParts = Object.entries(manifest)
  .filter(([source, chunk]) => source.startsWith(HOME_SOURCE_PREFIX) && chunk.isDynamicEntry)
  .map(([source]) => source);
if (homeLazyParts.length === 0) problems.push(`no lazy chunk built from ${HOME_SOURCE_PREFIX}`);
const afterFirst = new Set();
for (const source of homeLazyParts) {
  for (const file of withImports(source)) {
    if (file.endsWith('.js') && !firstLoad.has(file)) afterFirst.add(file);
  }
}
let visitJs = totals.js;
for (const file of [...afterFirst].sort()) {
  const gzipped = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  visitJs += gzipped;
  console.info(`  + ${file.padEnd(46)} ${(gzipped / 1000).toFixed(1).padStart(7)} kB gzip (lazy)`);
  if (adminFiles.has(file)) problems.push(`${file} is admin code in a visit to /`);
}

for (const kind of ['js', 'css']) {
  const line = `${kind.toUpperCase()}: ${(totals[kind] / 1000).toFixed(1)} kB gzip (budget ${BUDGET_BYTES[kind] / 1000} kB)`;
  console.info(line);
  if (totals[kind] > BUDGET_BYTES[kind]) problems.push(`${kind.toUpperCase()} is over budget`);
}

console.info(
  `JS of the whole visit: ${(visitJs / 1000).toFixed(1)} kB gzip (budget ${VISIT_JS_BUDGET_BYTES / 1000} kB)`,
);
if (visitJs > VISIT_JS_BUDGET_BYTES) problems.push('the JS of a whole visit to / is over budget');

if (problems.length > 0) {
  for (const problem of problems) console.error(`size: ${problem}`);
  process.exit(1);
}
console.info(
  'size: the first download and the whole visit of / are within budget and hold no admin code',
);
