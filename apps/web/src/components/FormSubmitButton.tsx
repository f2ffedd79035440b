import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { canSubmit } from '../lib/forms.ts';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton.tsx';

interface FormSubmitButtonProps<T extends FieldValues> extends Omit<
  SubmitButtonProps,
  'pending' | 'form'
> {
  form: UseFormReturn<T>;
}

/**
 * A form's submit button under the spec's rule: enabled only once the form is valid and changed
 * (and not `disabled` for a reason of the page's own).
 */
export function FormSubmitButton<T extends FieldValues>({
  form,
  disabled = false,
  ...props
}: FormSubmitButtonProps<T>) {
  return (
    <SubmitButton
      {...props}
      pending={form.formState.isSubmitting}
      disabled={disabled || !canSubmit(form)}
    />
  );
}
