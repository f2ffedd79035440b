import Col, { type ColProps } from 'react-bootstrap/Col';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField.tsx';

interface GridFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  xs?: ColProps['xs'];
  sm?: ColProps['sm'];
  md?: ColProps['md'];
  lg?: ColProps['lg'];
}

/**
 * A form field in a column of a grid row. The row's gutters space it, so it has no margin of its
 * own (a className given is not used).
 */
export function GridField<T extends FieldValues>({ xs, sm, md, lg, ...field }: GridFieldProps<T>) {
  return (
    <Col xs={xs} sm={sm} md={md} lg={lg}>
      <FormField<T> {...field} className="" />
    </Col>
  );
}
