import { birthDateProblem, parseRequestDate, toWallClock } from '@keyturn/shared';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * A date of birth today or later, or of someone past any driver's age, is a slip that the age
 * rules at booking and at hand-over would otherwise read as true: refused, naming `field`.
 */
export function assertBelievableBirthDate(
  dateOfBirth: string | null | undefined,
  now: Date,
  timeZone: string,
  field = 'dateOfBirth',
): void {
  const parsed = dateOfBirth ? parseRequestDate(dateOfBirth) : null;
  if (!parsed?.ok) return;
  const problem = birthDateProblem(parsed.day, toWallClock(now, timeZone));
  if (problem) throw badRequest(problem, field);
}
