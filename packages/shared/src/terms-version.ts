import { z } from 'zod';

/**
 * A version of the terms as a client names it: the 12 hexadecimal digits GET /settings/terms
 * gives. Apart from the terms' schemas (terms.ts), which the booking form's bundle never needs.
 */
export const termsVersionField = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{12}$/, 'Terms version must be 12 hexadecimal characters');
