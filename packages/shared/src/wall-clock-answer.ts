import { z } from 'zod';

/** A time in an answer, the company's wall clock as YYYY-MM-DDTHH:mm:ss, for the API document. */
export const wallClockAnswer = (description: string) =>
  z.string().meta({ description, example: '2026-11-24T09:00:00' });
