import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, JWT_SECRET, sleep } from './server-process.ts';

// npm start (scripts/start.mjs) and the build behind it (scripts/build.mjs), in a copy of the
// checkout that shares its node_modules: built once, then started, refused and rebuilt there,
// never touching this checkout's builds (docs/decisions/034-start-builds-what-changed.md).
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
let scratch: string;
let copy: string;
let dataDir: string;

/** What the checks look at: each built folder's main file and the two stamps. */
const BUILT = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/web/dist-server/.build-stamp.json',
  'apps/api/dist/server.js',
  'apps/api/dist/.build-stamp.json',
];

const NOT_COPIED = new Set(['node_modules', 'dist', 'dist-server', 'test', 'data']);

function copyCheckout() {
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json']) {
    cpSync(join(repositoryRoot, file), join(copy, file));
  }
  for (const folder of ['scripts', 'packages/shared', 'apps/api', 'apps/web']) {
    cpSync(join(repositoryRoot, folder), join(copy, folder), {
      recursive: true,
      filter: (source) =>
        !NOT_COPIED.has(basename(source)) && !/^\.(building|replaced)-/.test(basename(source)),
    });
  }
  for (const folder of ['node_modules', 'apps/web/node_modules', 'apps/api/node_modules']) {
    if (existsSync(join(repositoryRoot, folder))) {
      symlinkSync(join(repositoryRoot, folder), join(copy, folder), 'dir');
    }
  }
}

/** The environment of a start in the copy; `undefined` removes a variable. */
function environment(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // vitest's NODE_ENV=test would make another web build than the one a person gets.
    NODE_ENV: undefined,
    DATABASE_URL: undefined,
    HOST: '127.0.0.1',
    JWT_SECRET,
    PASSWORD_HASH_LOG_N: '10',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

function buildInCopy(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: copy,
    env: environment({}),
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Each built file's modification time and content: a rebuild changes at least the first. */
function builtFiles(): Record<string, string> {
  return Object.fromEntries(
    BUILT.map((file) => {
      const path = join(copy, file);
      const content = createHash('sha256').update(readFileSync(path)).digest('hex');
      return [file, `${statSync(path).mtimeMs} ${content}`];
    }),
  );
}

/** Build folders that would show a build started: none may appear on a refusal. */
function buildFolders(): string[] {
  return ['apps/web', 'apps/api'].flatMap((workspace) =>
    readdirSync(join(copy, workspace)).filter((name) => /^\.(building|replaced)-/.test(name)),
  );
}

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function startToExit(settings: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy,
    env: environment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

let server: ChildProcess | undefined;
let serverOutput = '';
let port: number;

const inUse = (pid: number) =>
  new RegExp(
    `^The embedded database in ${join(dataDir, 'pglite')} is in use by another process ` +
      `\\(PID ${pid}, since [^)]+\\)\\. Stop that one first \\(a running server, or npm run ` +
      'db:seed\\), or set DATA_DIR to another folder\\.$',
  );

function oneLine(exit: Exit): string {
  expect(exit.code, exit.stdout + exit.stderr).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  return lines[0]!;
}

describe.runIf(!process.env.TEST_DATABASE_URL)('npm start', () => {
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'keyturn-start-'));
    copy = join(scratch, 'checkout');
    dataDir = join(scratch, 'data');
    copyCheckout();
    buildInCopy();
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it('starts the server without building anything when nothing changed', async () => {
    const before = builtFiles();
    port = await freePort();
    const started = Date.now();
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: copy,
      env: environment({ PORT: String(port), DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let checkedAfterMs: number | undefined;
    const collect = (chunk: Buffer) => {
      serverOutput += chunk.toString();
      if (checkedAfterMs === undefined && serverOutput.includes('up to date')) {
        checkedAfterMs = Date.now() - started;
      }
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      expect(server.exitCode, serverOutput).toBeNull();
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!healthy) await sleep(100);
    }
    expect(healthy, serverOutput).toBe(true);
    expect(serverOutput).toContain('build: the web app and the server are up to date');
    expect(serverOutput).not.toContain('build: building');
    // The check itself, node starting included, is a matter of a second or so, not a build.
    expect(checkedAfterMs).toBeLessThan(5_000);
    expect(builtFiles()).toEqual(before);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('id="server-state"');
  });

  it('refuses a second start on the same port at once, building nothing', async () => {
    // Both parts stale: a start that went on would build them.
    appendFileSync(join(copy, 'apps/web/src/main.tsx'), '\n// changed by start-script.test.ts\n');
    appendFileSync(join(copy, 'apps/api/src/config.ts'), '\n// changed by start-script.test.ts\n');
    const before = builtFiles();
    const exit = await startToExit({ PORT: String(port), DATA_DIR: join(scratch, 'elsewhere') });
    expect(oneLine(exit)).toBe(
      `Port ${port} is already in use (another Keyturn, or another program): stop it, ` +
        `or choose another port, e.g. PORT=${port + 1}.`,
    );
    expect(exit.stdout).toBe('');
    expect(builtFiles()).toEqual(before);
    expect(buildFolders()).toEqual([]);
  });

  it('refuses a second start on the same data folder at once, building nothing', async () => {
    const before = builtFiles();
    const exit = await startToExit({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(oneLine(exit)).toMatch(inUse(server!.pid!));
    expect(exit.stdout).toBe('');
    expect(builtFiles()).toEqual(before);
    expect(buildFolders()).toEqual([]);
  });

  it('rebuilds only what changed, and the running server answers every request meanwhile', async () => {
    // Back to what the server was built from; the web app keeps its change.
    const config = join(copy, 'apps/api/src/config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('\n// changed by start-script.test.ts\n', ''),
    );
    const before = builtFiles();
    const statuses: number[] = [];
    let building = true;
    const requests = (async () => {
      while (building) {
        for (const path of ['/', '/vehicles']) {
          statuses.push(
            await fetch(`http://127.0.0.1:${port}${path}`).then(
              async (answer) => (await answer.text(), answer.status),
              () => 0,
            ),
          );
        }
      }
    })();
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/build.mjs', '--changed'], {
        cwd: copy,
        env: environment({}),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`the build exited with ${code}:\n${text}`)),
      );
    }).finally(() => (building = false));
    await requests;

    expect(output).toContain('build: building the web app: 1 file changed (apps/web/src/main.tsx)');
    expect(output).not.toContain('building the server');
    const after = builtFiles();
    expect(after['apps/web/dist-server/.build-stamp.json']).not.toBe(
      before['apps/web/dist-server/.build-stamp.json'],
    );
    for (const file of ['apps/api/dist/server.js', 'apps/api/dist/.build-stamp.json']) {
      expect(after[file]).toBe(before[file]);
    }
    // The old build is replaced whole, never emptied under the server (it answered 500 then).
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(buildFolders()).toEqual([]);
    expect(buildInCopy('--changed')).toContain('up to date');
  });

  it('rebuilds the server alone when only its sources changed', () => {
    appendFileSync(join(copy, 'apps/api/src/config.ts'), '\n// changed again\n');
    const before = builtFiles();
    const output = buildInCopy('--changed');
    expect(output).toContain('build: building the server: 1 file changed (apps/api/src/config.ts)');
    expect(output).not.toContain('building the web app');
    const after = builtFiles();
    expect(after['apps/web/dist/index.html']).toBe(before['apps/web/dist/index.html']);
    expect(after['apps/api/dist/.build-stamp.json']).not.toBe(
      before['apps/api/dist/.build-stamp.json'],
    );
  });
});
