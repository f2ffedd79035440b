import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A form whose fields are judged as they are typed and again as they are left, as the spec
 * asks of every form.
 */
export function useJudgedForm<T extends FieldValues>(
  resolver: Resolver<T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  return useForm<T>({ resolver, mode: 'all', defaultValues });
}

/** The spec's rule for every submit and save button: enabled only when valid and changed. */
export function canSubmit<T extends FieldValues>(form: UseFormReturn<T>): boolean {
  const { isValid, isDirty, isSubmitting } = form.formState;
  return isValid && isDirty && !isSubmitting;
}
