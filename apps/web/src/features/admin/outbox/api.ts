import type { OutboxMail, OutboxStatus, Page, PageQuery } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListDefaults } from '../lib/list-params.ts';

export type OutboxSort = 'id';

/** The newest mail first. */
export const OUTBOX_LIST: ListDefaults<OutboxSort> = {
  sort: 'id',
  direction: 'DESC',
  sortFields: ['id'],
};

export interface OutboxListQuery extends PageQuery<OutboxSort> {
  /** Only mails in this state; every mail without it. */
  status?: OutboxStatus;
}

export function fetchOutboxPage(query: OutboxListQuery): Promise<Page<OutboxMail>> {
  return apiRequest('/admin/outbox', { query: { ...query } });
}

export function retryMail(id: number): Promise<{ message: string }> {
  return apiRequest(`/admin/outbox/${id}/retry`, { method: 'POST' });
}
