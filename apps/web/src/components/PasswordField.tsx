import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

interface PasswordFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** Tells the browser's password manager whether to fill a saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A labelled password input, with its show/hide button, bound to react-hook-form. */
export function PasswordField<T extends FieldValues>({
  autoComplete,
  ...field
}: PasswordFieldProps<T>) {
  return (
    <FormField {...field}>
      {(control) => <PasswordInput {...control} autoComplete={autoComplete} />}
    </FormField>
  );
}
