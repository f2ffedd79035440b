import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { outputOf } from './processes.ts';

const autocannonCli = join(
  dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** The part of autocannon's result (its JSON output, or its API's answer) the benches read. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Autocannon's figures as the benches report them; a timeout counts as an error. */
export function loadResultOf(result: AutocannonResult): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Runs autocannon in its own process (it must not share a core's event loop with the server). */
export async function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  return loadResultOf(JSON.parse(await outputOf(child)) as AutocannonResult);
}
