import { z } from 'zod';

const positiveId = z.coerce
  .number({ error: 'The id must be a positive whole number' })
  .int('The id must be a positive whole number')
  .positive('The id must be a positive whole number')
  .max(2_147_483_647, 'The id is too large');

export const idParamsSchema = z.object({ id: positiveId });
export const blockIdParamsSchema = z.object({ blockId: positiveId });

export function success(message: string) {
  return { message, success: true } as const;
}
