import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { saveFile } from '../../lib/save-file.ts';
import { toastError } from '../../lib/toast.ts';
import { fetchReceipt } from './api.ts';

/** The booking's receipt as a PDF: numbered once settled, provisional before. */
export function ReceiptDownload({ reservationId }: { reservationId: number }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await fetchReceipt(reservationId), `receipt-${reservationId}.pdf`);
    } catch (error) {
      console.error('The receipt could not be downloaded', error);
      void toastError('The receipt could not be downloaded. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      disabled={pending}
      onClick={() => void download()}
    >
      Download receipt (PDF)
    </Button>
  );
}
