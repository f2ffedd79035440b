import { fetchReceipt } from './api.ts';
import { DocumentDownload } from './DocumentDownload.tsx';

/** The booking's receipt as a PDF: numbered once settled, provisional before. */
export function ReceiptDownload({ reservationId }: { reservationId: number }) {
  return (
    <DocumentDownload
      label="Download receipt (PDF)"
      what="The receipt"
      filename={`receipt-${reservationId}.pdf`}
      fetchDocument={() => fetchReceipt(reservationId)}
    />
  );
}
