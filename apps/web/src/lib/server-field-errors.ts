import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Puts the server's sentences under the fields they name, as the form's own rules would: a
 * refusal the form could not foresee (an email taken, a value changed on the server meanwhile)
 * shows where it can be mended. A field the form does not have is left to the caller's toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: unknown,
): void {
  if (!(failure instanceof ApiError)) return;
  const fields = form.getValues();
  for (const { field, message } of failure.fieldErrors ?? []) {
    if (field in fields) form.setError(field as Path<T>, { type: 'server', message });
  }
}
