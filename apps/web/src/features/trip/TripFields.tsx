import type { BookingDetailsForm } from '@keyturn/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { TRIP_STOPS } from './trip-stops.ts';
import { TripWhenFields } from './TripWhenFields.tsx';

interface TripFieldsProps {
  form: UseFormReturn<BookingDetailsForm>;
  /** The earliest pick-up date, today in the company's zone. */
  minDate: string;
}

/** Where and when, one stop after the other. */
export function TripFields({ form, minDate }: TripFieldsProps) {
  return TRIP_STOPS.map((stop) => (
    <div key={stop.label} className="trip-stop">
      <FormField
        form={form}
        name={stop.location}
        label={`${stop.label} Location`}
        placeholder={stop.example}
      />
      <div className="trip-when">
        <TripWhenFields form={form} stop={stop} minDate={minDate} />
      </div>
    </div>
  ));
}
