import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice's words ('Select a car'); none where a value is always chosen. */
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}

/** A labelled select bound to react-hook-form, judged and shown like any other FormField. */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  disabled,
  ...field
}: SelectFieldProps<T>) {
  return (
    <FormField {...field}>
      {(control) => (
        <SelectControl
          {...control}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

type SelectControlProps = ComponentProps<typeof Form.Select> &
  Pick<SelectFieldProps<FieldValues>, 'options' | 'placeholder'>;

/** The select of a field's control: its options, after the empty one where there is one. */
export function SelectControl({ options, placeholder, ...select }: SelectControlProps) {
  return (
    <Form.Select {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Form.Select>
  );
}
