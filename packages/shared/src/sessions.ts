import { z } from 'zod';
import { wallClockAnswer } from './wall-clock-answer.ts';

/** One sign-in of the caller (decision 077), as `GET /user/sessions` lists it. */
export const sessionSchema = z.object({
  id: z.number().int(),
  device: z.string().meta({
    description: 'Browser and system, read from the User-Agent of the sign-in',
    example: 'Chrome on Android',
  }),
  address: z.string().meta({
    description: "The client's address at the sign-in, as the server sees it",
    example: '203.0.113.7',
  }),
  createdAt: wallClockAnswer("When the session began (the sign-in), the company's wall clock"),
  lastUsedAt: wallClockAnswer(
    "When the session was last used, to the minute, the company's wall clock",
  ),
  current: z.boolean().meta({ description: 'True for the session this request was made in' }),
});
export type Session = z.infer<typeof sessionSchema>;

export const SESSION_NOT_FOUND_MESSAGE = 'Session not found.';
