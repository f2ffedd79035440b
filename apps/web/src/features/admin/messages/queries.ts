import type { ContactMessage } from '@keyturn/shared';
import { queryKeys } from '../../../lib/query-keys.ts';
import { recordKind } from '../lib/record-kind.ts';
import { deleteMessage, fetchMessage } from './api.ts';

export const messageKeys = queryKeys('contact-messages');

export const messageRecord = recordKind<ContactMessage>({
  thing: 'message',
  title: 'Contact Message',
  list: '/admin/contact-messages',
  keys: messageKeys,
  fetch: fetchMessage,
  remove: deleteMessage,
  deleted: 'The message has been deleted successfully',
  deleteFailed: 'There was an error deleting the message',
});
