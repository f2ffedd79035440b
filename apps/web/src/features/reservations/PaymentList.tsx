import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, type Payment } from '@keyturn/shared';
import { formatDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';
import { fetchCreditNote } from './api.ts';
import { DocumentDownload } from './DocumentDownload.tsx';

/**
 * The ledger's rows, oldest first: a refund reads as money going back, with its credit note when
 * it came after the receipt (decision 075).
 */
export function PaymentList({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) return <p className="payments-empty mb-2">No payments yet.</p>;
  return (
    <ul className="payment-list list-unstyled mb-2" aria-label="Payments">
      {payments.map((payment) => (
        <li key={payment.id} className="d-flex justify-content-between gap-2">
          <span>
            {PAYMENT_KIND_LABELS[payment.kind]},{' '}
            {PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}
            <span className="d-block small text-body-secondary">
              {formatDateTime(payment.createdAt)}
              {payment.note ? ` · ${payment.note}` : ''}
              {/* Only the office reads an unmarked note; it sees which the customer reads too. */}
              {payment.note && payment.noteForCustomer ? ' (the customer reads it)' : ''}
            </span>
            {payment.creditNote && (
              <span className="d-block small">
                <DocumentDownload
                  variant="link"
                  label={`Credit note ${payment.creditNote} (PDF)`}
                  what="The credit note"
                  filename={`credit-note-${payment.creditNote}.pdf`}
                  fetchDocument={() => fetchCreditNote(payment.reservationId, payment.creditNote!)}
                />
              </span>
            )}
          </span>
          <span>{formatMoney(payment.kind === 'REFUND' ? -payment.amount : payment.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
