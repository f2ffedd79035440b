import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requestDateOfIso } from '../../../lib/iso-days.ts';

/**
 * A zod resolver for a form that holds its inputs' raw values (select and number inputs give
 * strings) and a schema that reads them into the request's types. The submit handler parses
 * the values once more with the same schema to get them typed.
 */
export function formResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as never) as unknown as Resolver<T>;
}

/** An input's text as a number: '' is absent (so "Please enter …"), other text is parsed. */
export function numberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

/** A Yes/No select's 'true' / 'false' as a boolean. */
export function booleanInput(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * A date input's day (2027-12-20) as the API writes days (12/20/2027). A day already written
 * so stays as it is, so the submit handler's second parse reads the first one's output alike.
 */
export function dayInput(value: unknown): unknown {
  return typeof value === 'string' ? (requestDateOfIso(value) ?? value) : value;
}
