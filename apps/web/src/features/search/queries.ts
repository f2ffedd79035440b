import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vehicleKeys } from '../vehicles/index.ts';
import { fetchAvailability, fetchSearchPage } from './api.ts';
import type { SearchQuery } from './search-query.ts';

// In the vehicles' key space: a change to the fleet (which invalidates `vehicleKeys.all`)
// refreshes the results and the calendars too; a booking refreshes `all` of these.
export const searchKeys = {
  all: [...vehicleKeys.all, 'free'] as const,
  results: (query: SearchQuery) => [...searchKeys.all, 'search', query] as const,
  availability: (vehicleId: number) => [...searchKeys.all, 'availability', vehicleId] as const,
};

export function useSearchResults(query: SearchQuery) {
  return useQuery({
    queryKey: searchKeys.results(query),
    queryFn: () => fetchSearchPage(query),
    // While another page or filter loads, the current cards stay instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(vehicleId: number) {
  return useQuery({
    queryKey: searchKeys.availability(vehicleId),
    queryFn: () => fetchAvailability(vehicleId),
  });
}
