import type { OutboxMail, OutboxSortField, OutboxStatus, Page, PageQuery } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

export interface OutboxListQuery extends PageQuery<OutboxSortField> {
  /** Only mails in this state; every mail without it. */
  status?: OutboxStatus;
}

export function fetchOutboxPage(query: OutboxListQuery): Promise<Page<OutboxMail>> {
  return apiRequest('/admin/outbox', { query: { ...query } });
}

export function retryMail(id: number): Promise<{ message: string }> {
  return apiRequest(`/admin/outbox/${id}/retry`, { method: 'POST' });
}
