/** The public catalogue's first page, as a visitor's first request asks for it. */
export const FIRST_CATALOGUE_PAGE = '/api/car/visitors/pages?page=0&size=6';

/** The id of the first vehicle a visitor sees in the catalogue of the server at `baseUrl`. */
export async function firstListedVehicleId(baseUrl: string): Promise<number> {
  const page = await fetch(`${baseUrl}${FIRST_CATALOGUE_PAGE}`);
  return ((await page.json()) as { content: { id: number }[] }).content[0]!.id;
}
