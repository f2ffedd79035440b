import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isNotFound } from '../../lib/api.ts';
import type { PageRenderContext } from '../../lib/page-render-context.ts';
import { queryClient } from '../../lib/query-client.ts';
import { readSearch, toCatalogueQuery } from '../search/index.ts';
import {
  isVehicleId,
  isWindowSearch,
  popularVehiclesQuery,
  vehicleListQuery,
  vehicleQuery,
} from '../vehicles/index.ts';

// Route loaders that start a page's data request as soon as the route is known. In the
// browser they do not wait: the request runs alongside the download of the page's own code,
// the page shows its spinner and picks the answer up from the query cache. On the server
// (entry-server.tsx) they wait, into that render's own cache, so the HTML holds the data.

/** The cache of the page being rendered on the server; undefined in the browser. */
function serverCache(context: unknown): QueryClient | undefined {
  return (context as Partial<PageRenderContext> | undefined)?.queryClient;
}

function prefetch<Data, Key extends QueryKey>(
  context: unknown,
  query: FetchQueryOptions<Data, Error, Data, Key>,
) {
  const server = serverCache(context);
  const loading = (server ?? queryClient).prefetchQuery(query);
  return server ? loading.then(() => null) : null;
}

export function prefetchPopularVehicles({ context }: LoaderFunctionArgs) {
  return prefetch(context, popularVehiclesQuery);
}

/**
 * The catalogue's page, as its address filters and orders it; a search's results are the
 * page's own request (see CataloguePage).
 */
export function prefetchVehiclePage({ request, context }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  if (isWindowSearch(searchParams)) return null;
  return prefetch(context, vehicleListQuery(toCatalogueQuery(readSearch(searchParams))));
}

/** What the vehicle page's loader knows on the server: whether the vehicle is missing. */
export interface VehicleLoaderData {
  missing: boolean;
}

/**
 * The vehicle; on the server, also whether the API knows it. The page shows a missing vehicle
 * as the not-found page from this answer, which the browser takes the page over with: a failed
 * query is not handed over, and asked again it would show a spinner first.
 */
export function prefetchVehicle({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.vehicleId);
  if (!isVehicleId(id)) return null;
  const query = vehicleQuery(id);
  const server = serverCache(context);
  if (!server) return prefetch(context, query);
  return server.prefetchQuery(query).then((): VehicleLoaderData => ({
    missing: isNotFound(server.getQueryState(query.queryKey)?.error),
  }));
}
