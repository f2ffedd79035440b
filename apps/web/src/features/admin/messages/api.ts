import type { ContactMessage, Page, PageQuery } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListDefaults } from '../lib/list-params.ts';

export type MessageSort = 'id' | 'name' | 'email' | 'subject' | 'createdAt';

/** The spec's default for contact messages: newest first. */
export const MESSAGE_LIST: ListDefaults<MessageSort> = {
  sort: 'id',
  direction: 'DESC',
  sortFields: ['id', 'name', 'email', 'subject', 'createdAt'],
};

export function fetchMessagePage(query: PageQuery<MessageSort>): Promise<Page<ContactMessage>> {
  return apiRequest('/contactmessage/pages', { query: { ...query } });
}

export function fetchMessage(id: number): Promise<ContactMessage> {
  return apiRequest(`/contactmessage/${id}`);
}

export function deleteMessage(id: number): Promise<{ message: string }> {
  return apiRequest(`/contactmessage/${id}`, { method: 'DELETE' });
}
