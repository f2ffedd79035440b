import { z } from 'zod';
import { idParam } from '@keyturn/shared';

const positiveId = idParam('The id must be a positive whole number');

export const idParamsSchema = z.object({ id: positiveId });
export const blockIdParamsSchema = z.object({ blockId: positiveId });

export function success(message: string) {
  return { message, success: true } as const;
}

/** A 201's answer (createdSchema): the success envelope and the id of what was made. */
export function created(message: string, id: number) {
  return { ...success(message), id };
}
