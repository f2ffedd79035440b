import type { MoneyTask, Page } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListQuery } from '../lib/list-params.ts';

/** A page of the money steps on customers' cards in one state (still open by default). */
export function fetchMoneyTaskPage(query: ListQuery<'id', 'state'>): Promise<Page<MoneyTask>> {
  return apiRequest('/payments/admin/tasks', { query: { ...query } });
}
