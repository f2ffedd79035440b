import { withClient } from './postgres.ts';
import { percentile, round } from './results.ts';

/** One request after another, `samples` timed after ten that warm up; p50, p99 and statuses. */
export async function timed(samples: number, request: (i: number) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < samples + 10; i++) {
    const started = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    if (i >= 10) latencies.push(performance.now() - started); // the first ten warm up
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return {
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    statuses,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, in a transaction rolled back after. */
export function explain(url: string, sql: string, params: unknown[]) {
  return withClient(url, async (client) => {
    await client.query('BEGIN'); // an INSERT's plan is taken without keeping the row
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
      params,
    );
    await client.query('ROLLBACK');
    return rows.map((row) => row['QUERY PLAN']);
  });
}
