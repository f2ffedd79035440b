import type { ContactMessage, ContactMessageSortField, Page } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListQuery } from '../lib/list-params.ts';

/** A page of messages; with `search`, of those holding each of its words. */
export function fetchMessagePage(
  query: ListQuery<ContactMessageSortField, 'search'>,
): Promise<Page<ContactMessage>> {
  return apiRequest('/contactmessage/pages', { query: { ...query } });
}

export function fetchMessage(id: number): Promise<ContactMessage> {
  return apiRequest(`/contactmessage/${id}`);
}

export function deleteMessage(id: number): Promise<{ message: string }> {
  return apiRequest(`/contactmessage/${id}`, { method: 'DELETE' });
}
