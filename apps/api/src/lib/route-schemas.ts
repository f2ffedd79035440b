import { z } from 'zod';
import { errorSchema, successSchema } from '@keyturn/shared';

const positiveId = z.coerce
  .number({ error: 'The id must be a positive whole number' })
  .int('The id must be a positive whole number')
  .positive('The id must be a positive whole number')
  .max(2_147_483_647, 'The id is too large');

export const idParamsSchema = z.object({ id: positiveId });
export const blockIdParamsSchema = z.object({ blockId: positiveId });

/** Success shapes plus the error envelope, for validation of replies and for the docs. */
export function replies<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, '4xx': errorSchema, '5xx': errorSchema };
}

export const successReply = replies({ 200: successSchema });

export function success(message: string) {
  return { message, success: true } as const;
}
