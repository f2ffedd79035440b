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
 * A form's submit button under the spec's rule: it shows as disabled until the form is valid and
 * changed, and is disabled outright for a reason of the page's own (`disabled`) or while the
 * form is sent.
 *
 * Held back by the rule, it still takes a press (`aria-disabled`, not `disabled`): the spec also
 * says that on a submit attempt every field counts as touched, and a press is how people make
 * one. It judges every field, shows what is missing under each and moves to the first; nothing
 * is sent, not even when all is valid but nothing has changed.
 */
export function FormSubmitButton<T extends FieldValues>({
  form,
  disabled = false,
  onClick,
  ...props
}: FormSubmitButtonProps<T>) {
  const held = !canSubmit(form);
  return (
    <SubmitButton
      {...props}
      pending={form.formState.isSubmitting}
      disabled={disabled}
      aria-disabled={held || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!held) return;
        event.preventDefault();
        void form.handleSubmit(() => undefined)();
      }}
    />
  );
}
