import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HintedField } from './HintedField.tsx';

interface WholeNumberFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** The shared rule's bounds, which the input's arrows keep to. */
  bounds: { min: number; max: number };
  hint: ReactNode;
}

/** A whole number within bounds, half a form row wide, with what it means under it. */
export function WholeNumberField<T extends FieldValues>({
  bounds,
  ...field
}: WholeNumberFieldProps<T>) {
  return (
    <Col xs={12} sm={6}>
      <HintedField
        {...field}
        className=""
        type="number"
        inputMode="numeric"
        step={1}
        min={bounds.min}
        max={bounds.max}
      />
    </Col>
  );
}
