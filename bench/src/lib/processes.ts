import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../scripts/free-port.mjs';

export { freePort };

/** The bench's servers sign sessions with this; the bench signs its customers' in with it too. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Resident memory of a process now and at its peak (VmHWM), in MiB, from /proc. */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc. */
export function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until `url` answers 200, or throws once the process died or time ran out. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface ApiServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The real server (apps/api/src/server.ts) in its own process, as `npm start` runs it; logs go
 * to `logFile` at the production level, not to a pipe this process would have to drain.
 */
async function startApiServer(
  env: Record<string, string>,
  logFile = '/dev/null',
): Promise<ApiServer> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_JWT_SECRET,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child);
  return { url, pid: child.pid!, child, stop: () => stopProcess(child) };
}

/** Runs `use` with the real server started on `env`, and stops the server whatever happens. */
export async function withApiServer<T>(
  env: Record<string, string>,
  logFile: string,
  use: (server: ApiServer) => Promise<T>,
): Promise<T> {
  const server = await startApiServer(env, logFile);
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** A helper process of the bench (load generator, ceiling server) run by tsx. */
export function spawnBenchProcess(script: string, args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`../processes/${script}`, import.meta.url)), ...args],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

/**
 * Runs a load generator of the bench on `plan` (handed over as a JSON file, in a folder removed
 * afterwards) and returns what it prints, read as JSON.
 */
export async function runLoadProcess<Output>(script: string, plan: unknown): Promise<Output> {
  const work = mkdtempSync(join(tmpdir(), 'keyturn-bench-'));
  try {
    const planFile = join(work, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    return JSON.parse(await outputOf(spawnBenchProcess(script, [planFile]))) as Output;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs a process to its end and returns its standard output. */
export async function outputOf(child: ChildProcess): Promise<string> {
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${child.spawnargs.join(' ')} exited with ${code}`);
  return Buffer.concat(chunks).toString('utf8');
}
