import type { BookingDetailsForm } from '@keyturn/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';

interface TripFieldsProps {
  form: UseFormReturn<BookingDetailsForm>;
  /** The earliest pick-up date, today in the company's zone. */
  minDate: string;
}

const STOPS = [
  {
    label: 'Pick Up',
    location: 'pickUpLocation',
    date: 'pickUpDate',
    time: 'pickUpTime',
    example: 'e.g. SFO Terminal 2',
  },
  {
    label: 'Drop Off',
    location: 'dropOffLocation',
    date: 'dropOffDate',
    time: 'dropOffTime',
    example: 'e.g. Union Square',
  },
] as const;

/**
 * Where and when, one stop after the other. A stop's date and time sit side by side only while
 * both show their whole value ('12/01/2026', '10:00 AM'), one under the other below that.
 */
export function TripFields({ form, minDate }: TripFieldsProps) {
  const pickUpDate = form.watch('pickUpDate');
  return STOPS.map((stop) => (
    <div key={stop.label} className="trip-stop">
      <FormField
        form={form}
        name={stop.location}
        label={`${stop.label} Location`}
        placeholder={stop.example}
      />
      <div className="trip-when">
        <FormField
          form={form}
          name={stop.date}
          label={`${stop.label} Date`}
          type="date"
          // Drop-off no earlier than the pick-up day.
          min={stop.date === 'dropOffDate' && pickUpDate ? pickUpDate : minDate}
          className="trip-when-date"
        />
        <FormField
          form={form}
          name={stop.time}
          label={`${stop.label} Time`}
          type="time"
          className="trip-when-time"
        />
      </div>
    </div>
  ));
}
