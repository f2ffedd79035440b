import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The spec's rule for every submit and save button: enabled only when valid and changed. */
export function canSubmit<T extends FieldValues>(form: UseFormReturn<T>): boolean {
  const { isValid, isDirty, isSubmitting } = form.formState;
  return isValid && isDirty && !isSubmitting;
}
