import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../../components/FormField.tsx';

type HintedFieldProps<T extends FieldValues> = FormFieldProps<T> & {
  /** What the value means, under the control; a screen reader reads it with the control. */
  hint: ReactNode;
};

/**
 * A form field with a line saying what its value means (+25: a quarter more). Its control is
 * an input, or what `children` make of the control's props (a select).
 */
export function HintedField<T extends FieldValues>({
  form,
  name,
  label,
  className,
  hint,
  children,
  ...inputProps
}: HintedFieldProps<T>) {
  const hintId = `field-${name}-hint`;
  return (
    <FormField form={form} name={name} label={label} className={className}>
      {(control) => {
        const described = {
          ...control,
          'aria-describedby': [hintId, control['aria-describedby']].filter(Boolean).join(' '),
        };
        return (
          <>
            {children ? children(described) : <Form.Control {...inputProps} {...described} />}
            <Form.Text id={hintId} className="d-block">
              {hint}
            </Form.Text>
          </>
        );
      }}
    </FormField>
  );
}
