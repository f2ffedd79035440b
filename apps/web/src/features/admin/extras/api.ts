import { EXTRA_NOT_FOUND_MESSAGE, type Extra, type ExtraRequest, type Page } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListDefaults, ListQuery } from '../lib/list-params.ts';
import { pageOfWholeList, recordOfWholeList } from '../lib/whole-lists.ts';

export type ExtraSortField = 'name' | 'price' | 'maxQuantity' | 'active';

/** The list's default order, the server's: by name. */
export const EXTRA_LIST_DEFAULTS: ListDefaults<ExtraSortField> = {
  sort: 'name',
  direction: 'ASC',
  sortFields: ['name', 'price', 'maxQuantity', 'active'],
};

/** Every extra, inactive ones too. */
function fetchExtras(): Promise<Extra[]> {
  return apiRequest('/extras/admin');
}

export async function fetchExtraPage(query: ListQuery<ExtraSortField>): Promise<Page<Extra>> {
  return pageOfWholeList(await fetchExtras(), query, {
    name: (extra) => extra.name,
    price: (extra) => extra.price,
    maxQuantity: (extra) => extra.maxQuantity,
    // Ascending puts the ones offered first.
    active: (extra) => (extra.active ? 0 : 1),
  });
}

export async function fetchExtra(id: number): Promise<Extra> {
  return recordOfWholeList(await fetchExtras(), id, EXTRA_NOT_FOUND_MESSAGE);
}

export function createExtra(body: ExtraRequest): Promise<{ message: string }> {
  return apiRequest('/extras/admin', { method: 'POST', body });
}

export function updateExtra(id: number, body: ExtraRequest): Promise<{ message: string }> {
  return apiRequest(`/extras/admin/${id}`, { method: 'PUT', body });
}

/** Deletes an extra; one already booked is deactivated instead, and the answer says so. */
export function deleteExtra(id: number): Promise<{ message: string }> {
  return apiRequest(`/extras/admin/${id}`, { method: 'DELETE' });
}
