import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import type { TripTimeField, TripTimes } from './trip-times.ts';
import type { TripStopFields } from './trip-stops.ts';

interface TripWhenFieldsProps<T extends FieldValues & TripTimes> {
  form: UseFormReturn<T>;
  stop: TripStopFields;
  /** The earliest pick-up date, today in the company's zone. */
  minDate: string;
}

/**
 * A stop's date and time inputs, as the booking form and the search's window form show them.
 * They sit side by side only while both show their whole value ('12/01/2026', '10:00 AM'), one
 * under the other below that.
 */
export function TripWhenFields<T extends FieldValues & TripTimes>({
  form,
  stop,
  minDate,
}: TripWhenFieldsProps<T>) {
  // T has the four fields (it extends TripTimes); TypeScript cannot see their paths in it.
  const field = (name: TripTimeField) => name as Path<T>;
  const pickUpDate = useWatch({ control: form.control, name: field('pickUpDate') }) as string;
  return (
    <>
      <FormField
        form={form}
        name={field(stop.date)}
        label={`${stop.label} Date`}
        type="date"
        // Drop-off no earlier than the pick-up day.
        min={stop.date === 'dropOffDate' && pickUpDate ? pickUpDate : minDate}
        className="trip-when-date"
      />
      <FormField
        form={form}
        name={field(stop.time)}
        label={`${stop.label} Time`}
        type="time"
        className="trip-when-time"
      />
    </>
  );
}
