import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton.tsx';
import type { DeletableKind } from '../lib/use-delete-record.ts';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { FormActions } from './FormActions.tsx';
import { listAddress } from '../lib/list-addresses.ts';

interface RecordFormActionsProps {
  kind: DeletableKind;
  /** The record its Delete removes; none while it is being created, or where it must stay. */
  deletableId?: number;
  /** The form's save button, if it may be saved. */
  save?: ReactNode;
}

/** A record form's buttons: Cancel back to its list and Delete on the left, Save on the right. */
export function RecordFormActions({ kind, deletableId, save }: RecordFormActionsProps) {
  return (
    <FormActions
      start={
        <>
          <LinkButton to={listAddress(kind.back.to)} variant="outline-secondary">
            Cancel
          </LinkButton>
          {deletableId !== undefined && <DeleteRecordButton kind={kind} id={deletableId} />}
        </>
      }
      end={save}
    />
  );
}
