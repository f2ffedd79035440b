// Runs a suite's stages side by side, as many at once as there are lanes (the machine's cores
// by default, or TEST_LANES), longest first, and prints how long each took. Each stage's output
// is written out whole once it ends, so that two stages' lines never interleave; the first
// stage to fail stops the others.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SECOND_MS = 1000;

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string} command run by the shell, from the repository's root
 * @property {Record<string, string>} [env]
 * @property {number} expectedSeconds what it took on an idle two-core machine: the longest
 *   start first, so that the last one to finish is not a long one started late
 */

/** Lanes to fill: TEST_LANES, else one per core. */
export function laneCount() {
  const asked = Number(process.env.TEST_LANES);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

const seconds = (ms) => `${Math.round(ms / SECOND_MS)} s`;

/** Runs every stage; resolves with the exit code: 0 when each passed. */
export async function runStages(suiteName, stages, lanes = laneCount()) {
  const started = Date.now();
  const waiting = [...stages].sort((a, b) => b.expectedSeconds - a.expectedSeconds);
  const running = new Set();
  const finished = [];
  let failed;

  console.info(`▶ ${suiteName}: ${stages.length} stages, ${lanes} at a time`);
  const runOne = (stage) =>
    new Promise((resolve) => {
      const stageStarted = Date.now();
      console.info(`▶ ${stage.name} (${stage.command})`);
      // Its own process group, so that stopping it stops what it started (servers, browsers).
      const child = spawn(stage.command, {
        shell: true,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...stage.env },
      });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const entry = { stage, child };
      running.add(entry);
      child.once('close', (code, signal) => {
        running.delete(entry);
        const took = Date.now() - stageStarted;
        process.stdout.write(Buffer.concat(output));
        const passed = code === 0;
        console.info(
          `${passed ? '✓' : '✗'} ${stage.name}: ${passed ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(took)}\n`,
        );
        finished.push({ name: stage.name, took, passed });
        if (!passed && !failed) {
          failed = stage;
          for (const other of running) stopGroup(other.child);
        }
        resolve();
      });
    });

  // CI stopping the run stops the stages' servers and browsers too.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      for (const { child } of running) stopGroup(child);
      process.exit(1);
    });

  const lane = async () => {
    while (waiting.length > 0 && !failed) await runOne(waiting.shift());
  };
  await Promise.all(Array.from({ length: lanes }, lane));

  console.info(`${suiteName}, stage by stage:`);
  for (const { name, took, passed } of finished)
    console.info(`  ${passed ? '✓' : '✗'} ${name.padEnd(32)} ${seconds(took).padStart(7)}`);
  console.info(
    `  ${'in all (side by side)'.padEnd(34)} ${seconds(Date.now() - started).padStart(7)}`,
  );
  if (failed) console.error(`${suiteName} failed at: ${failed.name}`);
  return failed ? 1 : 0;
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
