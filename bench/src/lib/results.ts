import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../../results', import.meta.url));

/** Where a scenario's server writes its log, kept for a post-mortem (bench/results is ignored). */
export function logFile(scenario: string): string {
  mkdirSync(`${resultsDir}/logs`, { recursive: true });
  return `${resultsDir}/logs/${scenario}-${process.pid}.log`;
}

/** Where a scenario keeps a detailed report (a Lighthouse result), beside the server logs. */
export function reportFile(name: string): string {
  mkdirSync(`${resultsDir}/logs`, { recursive: true });
  return `${resultsDir}/logs/${name}-${process.pid}.json`;
}

let loopbackRoundTripUs: number | null = null;

/** Keeps the run's loopback round trip (machine-speed.ts) with every result it writes. */
export function noteLoopbackRoundTrip(us: number): void {
  loopbackRoundTripUs = us;
}

/** What the figures were measured on: they only mean something as ratios on a shared machine. */
export function machineNotes() {
  return {
    loopbackRoundTripUs,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/** Writes the scenario's result as bench/results/<scenario>-<time>.json. */
export function writeResult(scenario: string, result: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
  const file = `${resultsDir}/${scenario}-${stamp}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { scenario, at: new Date().toISOString(), machine: machineNotes(), ...result },
      null,
      2,
    ),
  );
  return file;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The p-th percentile (0-100) of the samples, nearest-rank. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'MISS';
}
