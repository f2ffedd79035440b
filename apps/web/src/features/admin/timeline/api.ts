import type { TimelineRow } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** Every vehicle with what holds it over `days` days from `from` (MM/DD/YYYY). */
export function fetchTimeline(from: string, days: number): Promise<TimelineRow[]> {
  return apiRequest('/reservations/admin/timeline', { query: { from, days } });
}
