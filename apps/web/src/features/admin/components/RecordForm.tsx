import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormSubmitButton } from '../../../components/FormSubmitButton.tsx';
import type { DeletableKind } from '../lib/use-delete-record.ts';
import { RecordFormActions } from './RecordFormActions.tsx';

interface RecordFormProps<T extends FieldValues> {
  /** The form's name, as a screen reader says it ("Extra"). */
  label: string;
  kind: DeletableKind;
  /** The form and its submit, as useRecordForm gives them. */
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The record edited, which its Delete removes; none while one is added. */
  deletableId?: number;
  /** The fields, laid out in one grid row. */
  children: ReactNode;
}

/** A record's add-or-edit form: its fields in a grid, Cancel and Delete, and Save. */
export function RecordForm<T extends FieldValues>({
  label,
  kind,
  form,
  onSubmit,
  deletableId,
  children,
}: RecordFormProps<T>) {
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label} className="card-surface admin-form">
      <Row className="g-3">{children}</Row>
      <RecordFormActions
        kind={kind}
        deletableId={deletableId}
        save={<FormSubmitButton form={form}>Save</FormSubmitButton>}
      />
    </Form>
  );
}
