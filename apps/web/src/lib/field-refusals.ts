import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Shows the server's sentence under each field of the form it names (an overlapping rate
 * period under its first day, a licence number too long), where it can be mended.
 */
export function showFieldRefusals<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: unknown,
): void {
  if (!(failure instanceof ApiError)) return;
  const fields = Object.keys(form.getValues());
  for (const { field, message } of failure.fieldErrors ?? []) {
    if (fields.includes(field)) form.setError(field as Path<T>, { type: 'server', message });
  }
}
