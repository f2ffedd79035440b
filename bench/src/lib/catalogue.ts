import { withApiServer, type ApiServer } from './processes.ts';
import { logFile } from './results.ts';

/** The public catalogue's first page, as a visitor's first request asks for it. */
export const FIRST_CATALOGUE_PAGE = '/api/car/visitors/pages?page=0&size=6';

/** The id of the first vehicle a visitor sees in the catalogue of the server at `baseUrl`. */
export async function firstListedVehicleId(baseUrl: string): Promise<number> {
  const page = await fetch(`${baseUrl}${FIRST_CATALOGUE_PAGE}`);
  return ((await page.json()) as { content: { id: number }[] }).content[0]!.id;
}

/**
 * Runs `use` against the real server on the demo data (SEED) in the scenario's database, with
 * the id of the first vehicle its catalogue lists; the server is stopped whatever happens.
 */
export function withDemoCatalogue<T>(
  databaseUrl: string,
  scenario: string,
  use: (server: ApiServer, firstId: number) => Promise<T>,
): Promise<T> {
  return withApiServer(
    { DATABASE_URL: databaseUrl, SEED: 'true' },
    logFile(scenario),
    async (server) => use(server, await firstListedVehicleId(server.url)),
  );
}
