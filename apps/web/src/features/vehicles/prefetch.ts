import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { isVehicleId, pageFromSearch, vehiclePageQuery, vehicleQuery } from './api.ts';

// Route loaders that start a page's data request as soon as the route is known, alongside the
// download of the page's own code instead of after it. They do not wait for the answer: the
// page shows its spinner and picks the request up from the query cache.

export function prefetchVehiclePage({ request }: LoaderFunctionArgs): null {
  const page = pageFromSearch(new URL(request.url).searchParams.get('page'));
  void queryClient.prefetchQuery(vehiclePageQuery(page));
  return null;
}

export function prefetchVehicle({ params }: LoaderFunctionArgs): null {
  const id = Number(params.vehicleId);
  if (isVehicleId(id)) void queryClient.prefetchQuery(vehicleQuery(id));
  return null;
}
