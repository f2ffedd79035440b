// Scenario 1: the public catalogue at 50 connections, against a bare Node server's ceiling.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, type LoadResult } from '../lib/autocannon.ts';
import { createDatabase } from '../lib/postgres.ts';
import { freePort, spawnBenchProcess, stopProcess, waitForHttp } from '../lib/processes.ts';
import { FIRST_CATALOGUE_PAGE, withDemoCatalogue } from '../lib/catalogue.ts';
import { round, verdict, writeResult } from '../lib/results.ts';

const CONNECTIONS = 50;
const TARGET_RATIO = 0.5;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
/** Headers that differ per response or per connection; everything else is replayed. */
const UNREPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

export async function catalogue(seconds: number) {
  const database = await createDatabase('catalogue');
  const work = mkdtempSync(join(tmpdir(), 'keyturn-bench-'));
  // Whatever fails, from here on, the database and the work folder go.
  let ceiling: ReturnType<typeof spawnBenchProcess> | undefined;
  try {
    await withDemoCatalogue(database.url, 'catalogue', async (server, firstId) => {
      const paths = [FIRST_CATALOGUE_PAGE, `/api/car/visitors/${firstId}`];

      // Record the API's exact answers, headers included, for the ceiling server to replay.
      const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
      for (const path of paths) {
        const response = await fetch(`${server.url}${path}`);
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !UNREPLAYED.has(name)),
        );
        recorded[path] = {
          headers,
          body: Buffer.from(await response.arrayBuffer()).toString('base64'),
        };
      }
      const recordFile = join(work, 'recorded.json');
      writeFileSync(recordFile, JSON.stringify(recorded));
      const ceilingPort = await freePort();
      ceiling = spawnBenchProcess('ceiling-server.ts', [recordFile, String(ceilingPort)]);
      const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
      await waitForHttp(`${ceilingUrl}${paths[0]}`, ceiling);

      const endpoints = [];
      for (const path of paths) {
        const run = (base: string, headers?: Record<string, string>) =>
          autocannon(`${base}${path}`, { connections: CONNECTIONS, seconds, headers });
        // Warm both up (JIT, connection pool, caches) before measuring.
        await run(ceilingUrl);
        await run(server.url);
        // Alternate the two, so that both see the same neighbours' load; take each one's best.
        const rounds: { ceiling: LoadResult; api: LoadResult }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          rounds.push({ ceiling: await run(ceilingUrl), api: await run(server.url) });
        }
        const best = (pick: (r: (typeof rounds)[number]) => LoadResult) =>
          rounds.map(pick).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
        const bare = best((r) => r.ceiling);
        const served = best((r) => r.api);
        const etag = (await fetch(`${server.url}${path}`)).headers.get('etag');
        const revalidated = etag ? await run(server.url, { 'If-None-Match': etag }) : null;
        const ratio = served.requestsPerSecond / bare.requestsPerSecond;
        const failures = rounds.reduce((sum, r) => sum + r.api.non2xx + r.api.errors, 0);
        const pass = ratio >= TARGET_RATIO && failures === 0;
        endpoints.push({
          path,
          ratio: round(ratio, 3),
          pass,
          ceiling: bare,
          api: served,
          rounds,
          revalidated,
        });
        console.info(
          `  GET ${path}: API ${round(served.requestsPerSecond, 0)} req/s, ceiling ` +
            `${round(bare.requestsPerSecond, 0)} req/s → ${round(ratio * 100)}% of the ceiling ` +
            `(target ≥ ${TARGET_RATIO * 100}%) ${verdict(pass)}; API p50/p99 ` +
            `${served.latencyP50Ms}/${served.latencyP99Ms} ms, non-2xx or errors ${failures}` +
            (revalidated
              ? `; revalidated with If-None-Match (304): ${round(revalidated.requestsPerSecond, 0)} req/s`
              : ''),
        );
        console.info(
          `    rounds (API/ceiling req/s): ${rounds
            .map(
              (r) =>
                `${round(r.api.requestsPerSecond, 0)}/${round(r.ceiling.requestsPerSecond, 0)}`,
            )
            .join(', ')}`,
        );
      }
      const file = writeResult('catalogue', {
        connections: CONNECTIONS,
        seconds,
        targetRatio: TARGET_RATIO,
        endpoints,
        rounds: ROUNDS,
        pass: endpoints.every((e) => e.pass),
      });
      console.info(`  → ${file}`);
    });
  } finally {
    if (ceiling) await stopProcess(ceiling);
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}
