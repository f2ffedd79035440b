import type { OutboxMail, OutboxSortField, Page } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListQuery } from '../lib/list-params.ts';

/** A page of the outbox; with `status`, of the mails in that state only. */
export function fetchOutboxPage(
  query: ListQuery<OutboxSortField, 'status'>,
): Promise<Page<OutboxMail>> {
  return apiRequest('/admin/outbox', { query: { ...query } });
}

export function retryMail(id: number): Promise<{ message: string }> {
  return apiRequest(`/admin/outbox/${id}/retry`, { method: 'POST' });
}
