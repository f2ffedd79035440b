import type { ContactMessage, ContactMessageSortField, Page, PageQuery } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

export function fetchMessagePage(
  query: PageQuery<ContactMessageSortField>,
): Promise<Page<ContactMessage>> {
  return apiRequest('/contactmessage/pages', { query: { ...query } });
}

export function fetchMessage(id: number): Promise<ContactMessage> {
  return apiRequest(`/contactmessage/${id}`);
}

export function deleteMessage(id: number): Promise<{ message: string }> {
  return apiRequest(`/contactmessage/${id}`, { method: 'DELETE' });
}
