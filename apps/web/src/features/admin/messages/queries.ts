import { queryKeys } from '../../../lib/query-keys.ts';

export const messageKeys = queryKeys('contact-messages');
