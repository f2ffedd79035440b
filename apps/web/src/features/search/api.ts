import type { AvailabilityCalendar, Page, SearchResult } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';
import type { SearchQuery } from './search-query.ts';

/** The vehicles free for the whole window, each with the window's total. */
export function fetchSearchPage(query: SearchQuery): Promise<Page<SearchResult>> {
  return apiRequest('/car/visitors/search', { query: { ...query } });
}

/** When a vehicle cannot be picked up, from today over the API's default fortnight. */
export function fetchAvailability(vehicleId: number): Promise<AvailabilityCalendar> {
  return apiRequest(`/car/visitors/${vehicleId}/availability`);
}
