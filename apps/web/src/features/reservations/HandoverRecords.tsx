import type { Handover } from '@keyturn/shared';
import { useId } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/format.ts';
import { fuelLabel } from './fuel.ts';
import { HandoverPhoto } from './HandoverPhoto.tsx';

type OfficeRecord = NonNullable<Handover['checkOut']>;
/** A record as either side reads it: the customer's answer has no notes (the server omits them). */
type ShownRecord = Omit<OfficeRecord, 'notes' | 'recordedBy'> & { notes?: string | null };
type ShownReturn = ShownRecord & Pick<NonNullable<Handover['checkIn']>, 'returnedAt' | 'damage'>;

interface HandoverRecordsProps {
  handover: { checkOut?: ShownRecord; checkIn?: ShownReturn };
  /** The heading's class: the customer's page and the office's aside style headings apart. */
  headingClassName?: string;
}

/** What was recorded when the car went out and when it came back; nothing before pick-up. */
export function HandoverRecords({ handover, headingClassName = 'h6' }: HandoverRecordsProps) {
  const { checkOut, checkIn } = handover;
  if (!checkOut && !checkIn) return null;
  return (
    <div className="handover-records">
      {checkOut && (
        <HandoverRecord title="Picked up" record={checkOut} headingClassName={headingClassName} />
      )}
      {checkIn && (
        <HandoverRecord title="Returned" record={checkIn} headingClassName={headingClassName}>
          <dt>Returned at</dt>
          <dd>{formatDateTime(checkIn.returnedAt)}</dd>
          <dt>Damage</dt>
          <dd>
            {checkIn.damage.length === 0 ? (
              'None found'
            ) : (
              <ul className="list-unstyled mb-0">
                {checkIn.damage.map((entry, index) => (
                  <li key={index}>
                    {entry.description}: {formatMoney(entry.amount)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </HandoverRecord>
      )}
    </div>
  );
}

interface HandoverRecordProps {
  title: string;
  record: ShownRecord;
  headingClassName: string;
  /** What only this kind of record has (the return's time and damage). */
  children?: React.ReactNode;
}

function HandoverRecord({ title, record, headingClassName, children }: HandoverRecordProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="handover-record">
      <h3 id={headingId} className={headingClassName}>
        {title}
      </h3>
      <dl className="detail-list">
        <dt>Recorded</dt>
        <dd>{formatDateTime(record.recordedAt)}</dd>
        <dt>Odometer</dt>
        <dd>{record.odometer.toLocaleString('en-US')} mi</dd>
        <dt>Fuel</dt>
        <dd>{fuelLabel(record.fuelEighths)}</dd>
        {children}
        {record.notes && (
          <>
            <dt>Office notes</dt>
            <dd className="handover-notes">{record.notes}</dd>
          </>
        )}
      </dl>
      {record.photos.length > 0 && (
        <ul className="handover-photos" aria-label={`${title}: photos`}>
          {record.photos.map((photo, index) => (
            <li key={photo.id}>
              <HandoverPhoto url={photo.url} alt={`${title}, photo ${index + 1}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
