import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField.tsx';

interface NewPasswordFieldsProps<T extends FieldValues & { confirmPassword: string }> {
  form: UseFormReturn<T>;
  /** The new password's field; its confirmation is always `confirmPassword`. */
  name: Path<T>;
  /** The new password's label; its confirmation's is "Confirm" and the same words. */
  label: string;
}

/** A new password and the same typed again, as registering, resetting and changing it ask. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  label,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <PasswordField form={form} name={name} label={label} autoComplete="new-password" />
      <PasswordField
        form={form}
        // T has the field (see its bound); TypeScript cannot see its path in it.
        name={'confirmPassword' as Path<T>}
        label={`Confirm ${label}`}
        autoComplete="new-password"
      />
    </>
  );
}
