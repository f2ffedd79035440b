import type { ContactMessageRequest } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function sendContactMessage(body: ContactMessageRequest): Promise<{ message: string }> {
  return apiRequest('/contactmessage/visitors', { method: 'POST', body });
}
