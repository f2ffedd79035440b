// Builds the web app (apps/web/dist for browsers, apps/web/dist-server for the server's page
// rendering) and the server (apps/api/dist), each into a fresh folder that then replaces the
// old one: a server running from this checkout never reads a half-written build
// (docs/decisions/034-start-builds-what-changed.md).
//
//   node scripts/build.mjs [--changed] [web] [api]
//
// Without names, both. Without --changed, every named part is built (npm run build, CI, the
// browser tests); with it, only a part whose inputs differ from those of its last build
// (npm start). Each build records its inputs in a stamp beside what it built.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BuildToolsMissing, requireFrom, serverChecks } from './lib/server-checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What every part is built from, besides its own folder. */
const COMMON_INPUTS = [
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'tsconfig.base.json',
  // The installed packages' versions: an update rebuilds.
  'package-lock.json',
  'scripts/build.mjs',
];

/** Names of files and folders never read as inputs. */
const NOT_INPUT =
  /^(node_modules|dist|dist-server|\.building-.*|\.replaced-.*)$|\.test\.[cm]?[jt]sx?$/;

/**
 * The parts, their inputs (files or folders, from the repository root), the folders they
 * produce (in their workspace), the files whose content identifies a build (a build made by
 * other means since is not taken for ours), and the environment variables the result depends
 * on (with the value that counts when one is unset).
 */
export const TARGETS = {
  web: {
    name: 'the web app',
    workspace: 'apps/web',
    inputs: [
      ...COMMON_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite-plugins',
      'apps/web/scripts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
    ],
    outputs: ['dist', 'dist-server'],
    // dist/ is served as it is: the stamp goes where nobody can fetch it.
    stampIn: 'dist-server',
    identifiedBy: ['dist/index.html', 'dist-server/entry-server.js'],
    // Vite builds for NODE_ENV (React's development build under `development`), production
    // when it is unset.
    environment: { NODE_ENV: 'production' },
    async build(work) {
      const vite = viteCommand();
      await run(vite, ['build', '--outDir', join(work, 'dist')], this.workspace);
      await run(
        vite,
        ['build', '--ssr', 'src/entry-server.tsx', '--outDir', join(work, 'dist-server')],
        this.workspace,
      );
    },
    // Reads dist/ by its name, hence once the new build is in place; the stamp waits for it.
    async check() {
      await run(
        [process.execPath],
        ['scripts/size.mjs'],
        this.workspace,
        'the new build is in place, but unchecked, so the next start builds it again',
      );
    },
  },
  api: {
    name: 'the server',
    workspace: 'apps/api',
    // Not apps/api/drizzle: the server reads the migrations from there at run time.
    inputs: [
      ...COMMON_INPUTS,
      'apps/api/src',
      'apps/api/build.mjs',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
    ],
    outputs: ['dist'],
    stampIn: 'dist',
    identifiedBy: ['dist/server.js'],
    environment: {},
    async build(work) {
      requireFrom('apps/api', 'esbuild');
      await run([process.execPath], ['build.mjs', '--outdir', join(work, 'dist')], this.workspace);
    },
  },
};

const STAMP_FILE = '.build-stamp.json';

export class BuildFailed extends Error {}

function viteCommand() {
  const manifest = requireFrom('apps/web', 'vite/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return [process.execPath, join(dirname(manifest), typeof bin === 'string' ? bin : bin.vite)];
}

/** Runs a build step; a failure says what it leaves behind. */
function run(command, args, workspace, leaves = 'nothing was replaced') {
  const [file, ...leading] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...leading, ...args], {
      cwd: join(root, workspace),
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new BuildFailed(
              `The build stopped: ${[basename(command.at(-1)), ...args].join(' ')} in ${workspace} ` +
                `${signal ? `was killed (${signal})` : `exited with ${code}`}; ${leaves}.`,
            ),
          ),
    );
  });
}

const hashOf = (content) => createHash('sha256').update(content).digest('hex');

function filesUnder(path, found = []) {
  const absolute = join(root, path);
  const entries = readdirSync(absolute, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (NOT_INPUT.test(entry.name)) continue;
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(child, found);
    else if (entry.isFile()) found.push(child);
  }
  return found;
}

/** Each input file with the hash of its content; the environment the result depends on. */
function inputsOf(target) {
  const files = {};
  for (const input of target.inputs) {
    const kind = statSync(join(root, input), { throwIfNoEntry: false });
    const list = kind?.isDirectory() ? filesUnder(input) : kind?.isFile() ? [input] : [];
    for (const file of list) files[file] = hashOf(readFileSync(join(root, file)));
  }
  const environment = Object.fromEntries(
    Object.entries(target.environment).map(([name, unset]) => [
      name,
      process.env[name]?.trim() || unset,
    ]),
  );
  return { files, environment };
}

function identityOf(target) {
  const identity = {};
  for (const file of target.identifiedBy) {
    const path = join(root, target.workspace, file);
    identity[file] = existsSync(path) ? hashOf(readFileSync(path)) : null;
  }
  return identity;
}

const stampPath = (target) => join(root, target.workspace, target.stampIn, STAMP_FILE);

function readStamp(target) {
  try {
    return JSON.parse(readFileSync(stampPath(target), 'utf8'));
  } catch {
    return null;
  }
}

function listed(files) {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/** Why the part must be built, or null when its build matches its inputs. */
export function staleness(target, inputs = inputsOf(target)) {
  const stamp = readStamp(target);
  if (!stamp) return 'no build of ours is there';
  const identity = identityOf(target);
  if (Object.values(identity).includes(null)) return 'its last build is not there';
  if (Object.entries(identity).some(([file, hash]) => stamp.identity?.[file] !== hash)) {
    return 'what is there was built by other means or changed since';
  }
  const changed = [
    ...new Set([...Object.keys(inputs.files), ...Object.keys(stamp.files ?? {})]),
  ].filter((file) => inputs.files[file] !== stamp.files?.[file]);
  if (changed.length > 0) {
    return `${changed.length} ${changed.length === 1 ? 'file' : 'files'} changed (${listed(changed)})`;
  }
  const variables = Object.keys(inputs.environment).filter(
    (name) => inputs.environment[name] !== stamp.environment?.[name],
  );
  if (variables.length > 0) return `${variables.join(', ')} changed`;
  return null;
}

/**
 * Puts `fresh` where `target` is: two renames (old aside, new in), so that a reader finds the
 * old folder or the new one whole, except for the few microseconds between the renames; then
 * the old one is deleted. The names set aside end in folders called dist/ and dist-server/,
 * which git ignores.
 */
function replaceFolder(fresh, target) {
  const aside = join(dirname(target), `.replaced-${process.pid}`, basename(target));
  mkdirSync(dirname(aside), { recursive: true });
  try {
    renameSync(target, aside);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  renameSync(fresh, target);
  rmSync(dirname(aside), { recursive: true, force: true });
}

/** Left by a build that was killed: only the holder of the build lock runs this. */
function removeLeftovers(target) {
  const folder = join(root, target.workspace);
  for (const name of readdirSync(folder)) {
    if (/^\.(building|replaced)-\d+$/.test(name)) {
      rmSync(join(folder, name), { recursive: true, force: true });
    }
  }
}

async function buildOne(target, inputs) {
  removeLeftovers(target);
  const work = join(root, target.workspace, `.building-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  try {
    await target.build(work);
    for (const output of target.outputs) {
      replaceFolder(join(work, output), join(root, target.workspace, output));
    }
    await target.check?.();
    // The inputs as they were read before the build: a file edited while it ran differs from
    // them, so the next check builds again.
    const stamp = {
      builtAt: new Date().toISOString(),
      identity: identityOf(target),
      environment: inputs.environment,
      files: inputs.files,
    };
    writeFileSync(stampPath(target), `${JSON.stringify(stamp, null, 1)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One build at a time in a checkout: the lock sits in node_modules/.cache, named after the
 * checkout's folder. A second build waits for the first, then finds what it left.
 */
async function takeBuildLock() {
  const { takeFolderLock } = await serverChecks();
  const folder = join(root, 'node_modules', '.cache', 'keyturn-build');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${hashOf(root).slice(0, 16)}.lock`);
  let told = false;
  for (;;) {
    const lock = takeFolderLock(path);
    if (!('heldBy' in lock)) return lock;
    if (!told) {
      console.info(`build: waiting for the build in process ${lock.heldBy.pid} to finish`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Builds the named parts (all of them, or those whose inputs changed) and says what it did.
 * @returns {Promise<string[]>} the names of the parts built
 */
export async function build({ names = Object.keys(TARGETS), changedOnly = false } = {}) {
  const lock = await takeBuildLock();
  const built = [];
  try {
    for (const name of names) {
      const target = TARGETS[name];
      const inputs = inputsOf(target);
      const reason = staleness(target, inputs);
      if (changedOnly && reason === null) continue;
      console.info(`build: building ${target.name}${reason && changedOnly ? `: ${reason}` : ''}`);
      const since = Date.now();
      await buildOne(target, inputs);
      console.info(`build: built ${target.name} in ${((Date.now() - since) / 1000).toFixed(1)} s`);
      built.push(name);
    }
  } finally {
    lock.release();
  }
  if (changedOnly && built.length === 0) {
    const all = names.map((name) => TARGETS[name].name).join(' and ');
    // Since the process started: node's own start and the checks count too.
    const verb = names.length === 1 ? 'is' : 'are';
    console.info(
      `build: ${all} ${verb} up to date (checked in ${Math.round(performance.now())} ms)`,
    );
  }
  return built;
}

/** Ends with the sentence alone for what a person can fix, the stack for the rest. */
export function exitOnBuildError(error) {
  console.error(
    error instanceof BuildFailed || error instanceof BuildToolsMissing ? error.message : error,
  );
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const changedOnly = args.includes('--changed');
  const names = args.filter((arg) => arg !== '--changed');
  const unknown = names.filter((name) => !(name in TARGETS));
  if (unknown.length > 0) {
    console.error(
      `build: unknown part ${unknown.join(', ')}; the parts are ${Object.keys(TARGETS).join(', ')}.`,
    );
    process.exit(2);
  }
  await build({ names: names.length > 0 ? names : undefined, changedOnly }).catch(exitOnBuildError);
}
