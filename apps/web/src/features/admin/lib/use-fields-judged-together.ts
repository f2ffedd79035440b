import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Fields one rule reads together (a first and a last day): a change of one judges them all
 * again, so a reason shown under one goes once the other is changed to fit, and a reason the
 * server put under one goes when any of them changes.
 */
export function useFieldsJudgedTogether<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && fields.includes(name)) void form.trigger(fields);
    });
    return () => subscription.unsubscribe();
  }, [form, fields]);
}
