import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { BsTrash } from 'react-icons/bs';
import { useDeleteRecord, type DeletableKind } from '../lib/use-delete-record.ts';

interface DeleteRecordButtonProps {
  kind: DeletableKind;
  id: number;
  variant?: ButtonProps['variant'];
}

/** An admin page's Delete: asks first, then deletes the record and goes back to its list. */
export function DeleteRecordButton({
  kind,
  id,
  variant = 'outline-danger',
}: DeleteRecordButtonProps) {
  const removal = useDeleteRecord(kind);
  return (
    <Button
      variant={variant}
      onClick={() => void removal.confirmAndDelete(id)}
      disabled={removal.isDeleting}
    >
      <BsTrash aria-hidden="true" className="me-2" />
      Delete
    </Button>
  );
}
