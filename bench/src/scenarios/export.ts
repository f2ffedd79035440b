// Scenario 3: reservations.xlsx with 100,000 reservations: time and the server's peak memory.
import { signInAdmin } from '../lib/customers.ts';
import { generate, migrate } from '../lib/generate.ts';
import { createDatabase } from '../lib/postgres.ts';
import { memoryOf, withApiServer } from '../lib/processes.ts';
import { logFile, round, verdict, writeResult } from '../lib/results.ts';

const RESERVATIONS = 100_000;
const TARGET_SECONDS = 5;
const TARGET_EXTRA_MIB = 100;

export async function exportScenario() {
  const database = await createDatabase('export');
  // Whatever fails, from here on, the database is dropped.
  try {
    await migrate(database.url);
    const generating = performance.now();
    await generate(database.url, { vehicles: 1_000, users: 10_000, reservations: RESERVATIONS });
    console.info(
      `  generated ${RESERVATIONS} reservations in ${round((performance.now() - generating) / 1000)} s`,
    );
    await withApiServer(
      { DATABASE_URL: database.url, SEED: 'false' },
      logFile('export'),
      async (server) => {
        const token = await signInAdmin(server.url);
        await fetch(`${server.url}/api/health`);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const idleMiB = memoryOf(server.pid).rssMiB;

        let peakMiB = idleMiB;
        const sampler = setInterval(() => {
          peakMiB = Math.max(peakMiB, memoryOf(server.pid).rssMiB);
        }, 20);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/excel/download/reservations`, {
          headers: { authorization: `Bearer ${token}` },
        });
        let bytes = 0;
        let head: Uint8Array | undefined;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          head ??= chunk;
          bytes += chunk.length;
        }
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        peakMiB = Math.max(peakMiB, memoryOf(server.pid).rssMiB);

        const isZip = head?.[0] === 0x50 && head[1] === 0x4b;
        const extraMiB = peakMiB - idleMiB;
        const pass =
          response.status === 200 &&
          isZip &&
          seconds < TARGET_SECONDS &&
          extraMiB < TARGET_EXTRA_MIB;
        console.info(
          `  ${RESERVATIONS} reservations → ${round(bytes / 2 ** 20, 1)} MiB .xlsx in ${round(seconds, 2)} s ` +
            `(target < ${TARGET_SECONDS} s); server RSS idle ${round(idleMiB)} MiB, peak ${round(peakMiB)} MiB, ` +
            `+${round(extraMiB)} MiB (target < ${TARGET_EXTRA_MIB} MiB): ${verdict(pass)}`,
        );
        const file = writeResult('export', {
          reservations: RESERVATIONS,
          status: response.status,
          bytes,
          seconds: round(seconds, 2),
          idleMiB: round(idleMiB),
          peakMiB: round(peakMiB),
          extraMiB: round(extraMiB),
          targetSeconds: TARGET_SECONDS,
          targetExtraMiB: TARGET_EXTRA_MIB,
          pass,
        });
        console.info(`  → ${file}`);
      },
    );
  } finally {
    await database.drop();
  }
}
