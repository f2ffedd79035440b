import {
  RATE_PERIOD_NOT_FOUND_MESSAGE,
  type Page,
  type RatePeriodRecord,
  type RatePeriodRequest,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListDefaults, ListQuery } from '../lib/list-params.ts';
import { pageOfWholeList, recordOfWholeList } from '../lib/whole-lists.ts';
import { isoDateOfRequest } from '../../../lib/iso-days.ts';

export type RatePeriodSortField = 'name' | 'startDate' | 'endDate' | 'percent';

/** The list's default order, the server's: the earliest first. */
export const RATE_PERIOD_LIST_DEFAULTS: ListDefaults<RatePeriodSortField> = {
  sort: 'startDate',
  direction: 'ASC',
  sortFields: ['name', 'startDate', 'endDate', 'percent'],
};

const dayOrder = (day: string) => isoDateOfRequest(day) ?? day;

function fetchRatePeriods(): Promise<RatePeriodRecord[]> {
  return apiRequest('/rates/admin');
}

export async function fetchRatePeriodPage(
  query: ListQuery<RatePeriodSortField>,
): Promise<Page<RatePeriodRecord>> {
  return pageOfWholeList(await fetchRatePeriods(), query, {
    name: (period) => period.name,
    startDate: (period) => dayOrder(period.startDate),
    endDate: (period) => dayOrder(period.endDate),
    percent: (period) => period.percent,
  });
}

export async function fetchRatePeriod(id: number): Promise<RatePeriodRecord> {
  return recordOfWholeList(await fetchRatePeriods(), id, RATE_PERIOD_NOT_FOUND_MESSAGE);
}

export function createRatePeriod(body: RatePeriodRequest): Promise<{ message: string }> {
  return apiRequest('/rates/admin', { method: 'POST', body });
}

export function updateRatePeriod(
  id: number,
  body: RatePeriodRequest,
): Promise<{ message: string }> {
  return apiRequest(`/rates/admin/${id}`, { method: 'PUT', body });
}

export function deleteRatePeriod(id: number): Promise<{ message: string }> {
  return apiRequest(`/rates/admin/${id}`, { method: 'DELETE' });
}
