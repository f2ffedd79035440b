import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RecordKind } from '../lib/record-kind.ts';
import { RecordPage } from './RecordPage.tsx';

interface RecordFormPageProps<T extends { id: number }> {
  kind: RecordKind<T>;
  /** The form: blank without a record. */
  editor(record?: T): ReactNode;
}

/**
 * One page for adding and editing a kind of record: the blank form where the route names no
 * record (…/new), else the record's form once it is loaded. Each record gets a form of its own.
 */
export function RecordFormPage<T extends { id: number }>({ kind, editor }: RecordFormPageProps<T>) {
  if (useParams()[kind.param] === undefined) return <Fragment key="new">{editor()}</Fragment>;
  return (
    <RecordPage kind={kind}>
      {(record) => <Fragment key={record.id}>{editor(record)}</Fragment>}
    </RecordPage>
  );
}
