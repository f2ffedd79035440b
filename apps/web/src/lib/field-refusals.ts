import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api.ts';

/**
 * Shows the server's sentence under each field of the form it names (an overlapping rate
 * period under its first day, a licence number too long), where it can be mended. A form that
 * is one object of the request body gives its place there (`customer.`): the server names its
 * fields under it.
 */
export function showFieldRefusals<T extends FieldValues>(
  form: UseFormReturn<T>,
  failure: unknown,
  under = '',
): void {
  if (!(failure instanceof ApiError)) return;
  const fields = Object.keys(form.getValues());
  for (const { field, message } of failure.fieldErrors ?? []) {
    const name = field.startsWith(under) ? field.slice(under.length) : null;
    if (name !== null && fields.includes(name)) {
      form.setError(name as Path<T>, { type: 'server', message });
    }
  }
}
