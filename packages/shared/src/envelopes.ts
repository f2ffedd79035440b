import { z } from 'zod';

export const successSchema = z.object({ message: z.string(), success: z.boolean() });
export const createdSchema = successSchema.extend({ id: z.number().int() });
export const uploadedSchema = successSchema.extend({ imageId: z.string() });

export const errorSchema = z.object({
  status: z.string(),
  statusCode: z.number(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  timestamp: z.string(),
  requestURI: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
