import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/free-port.mjs';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const JWT_SECRET = 'robustness-secret-that-is-at-least-32-characters';

export { freePort };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The real server (`npm start`'s entry point) in a process of its own, so it can be killed. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM (a clean stop) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Settings for a server under test; `undefined` removes a variable. */
type ServerEnv = Record<string, string | undefined>;

function spawnServer(port: number, env: ServerEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      AUTH_RATE_LIMIT_MAX: '100000',
      // Load tests book on and on with a few customers.
      MAX_ACTIVE_BOOKINGS: '100000',
      PASSWORD_HASH_LOG_N: '10',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the server expecting it to refuse: how it exited and what it said. The limit is for a
 * server that hangs: on a busy two-core machine its start alone took past a minute (7 December).
 */
export async function runServerToExit(env: ServerEnv, timeoutMs = 100_000): Promise<Exit> {
  const child = spawnServer(Number(env.PORT ?? (await freePort())), env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

export async function startServer(env: ServerEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawnServer(port, env);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer within 90 s:\n${output}`);
}

/** A private PostgreSQL cluster in a temporary directory, so it can be stopped without harm. */
export interface PrivatePostgres {
  url: string;
  start(): void;
  /** Like a crash or a pulled plug: no shutdown checkpoint, connections cut. */
  stopImmediately(): void;
  destroy(): void;
}

function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export const canRunPrivatePostgres = () => postgresBinaries() !== null;

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'keyturn-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the cluster as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, ...args]);
  const start = () =>
    pgCtl(
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(dir, 'postgres.log'),
      '-w',
      '-t',
      '60',
      'start',
    );
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopImmediately: () => pgCtl('-m', 'immediate', '-w', 'stop'),
    destroy() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
