import type { ComponentProps, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What a field's control needs: the registration plus its id and validity state. */
export type FieldControlProps<T extends FieldValues> = UseFormRegisterReturn<Path<T>> & {
  id: string;
  isValid: boolean;
  isInvalid: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

type InputProps = Omit<ComponentProps<typeof Form.Control>, 'name' | 'id' | 'children'>;

export interface FormFieldProps<T extends FieldValues> extends InputProps {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** A custom control (password, mask); the default is a Bootstrap input. */
  children?: (control: FieldControlProps<T>) => ReactNode;
  className?: string;
  /** Sets this field's id apart from a field of the same name in another form on the page. */
  idScope?: string;
}

/**
 * A labelled field bound to react-hook-form. It shows valid/invalid only once the field was
 * touched or a submit was attempted, as the spec asks.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  children,
  className = 'mb-3',
  idScope,
  ...inputProps
}: FormFieldProps<T>) {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const shown = isTouched || form.formState.isSubmitted;
  const id = idScope ? `field-${idScope}-${name}` : `field-${name}`;
  const errorId = `${id}-error`;
  const invalid = shown && Boolean(error);
  const control: FieldControlProps<T> = {
    ...form.register(name),
    id,
    isValid: shown && !error,
    isInvalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };

  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children ? children(control) : <Form.Control {...inputProps} {...control} />}
      {invalid && (
        <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
          {error?.message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
