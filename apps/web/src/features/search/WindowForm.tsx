import { bookingDetailsFormSchema } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { company } from '../../content/company.ts';
import { todayInZone, type TripTimes } from '../booking/booking-request.ts';
import { withTimeRule } from '../booking/trip-resolver.ts';
import { useTimesJudgedTogether } from '../booking/use-trip-times.ts';

const windowSchema = bookingDetailsFormSchema.pick({
  pickUpDate: true,
  pickUpTime: true,
  dropOffDate: true,
  dropOffTime: true,
});

const STOPS = [
  { label: 'Pick Up', date: 'pickUpDate', time: 'pickUpTime' },
  { label: 'Drop Off', date: 'dropOffDate', time: 'dropOffTime' },
] as const;

interface WindowFormProps {
  window: TripTimes;
  timeZone: string;
  onSearch: (window: TripTimes) => void;
}

/**
 * The search's window, to change it: the booking form's inputs and rules (same labels, same
 * sentences under the same inputs), without the places.
 */
export function WindowForm({ window, timeZone, onSearch }: WindowFormProps) {
  const resolver = useMemo(() => withTimeRule(zodResolver(windowSchema), timeZone), [timeZone]);
  const minDate = useMemo(() => todayInZone(new Date(), timeZone), [timeZone]);
  const form = useForm<TripTimes>({ resolver, mode: 'all', defaultValues: window });
  const pickUpDate = useWatch({ control: form.control, name: 'pickUpDate' });

  useTimesJudgedTogether(form);

  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit(onSearch)}
      aria-label="Your trip's times"
      className="search-window"
    >
      <p className="search-window-note">Times are local to {company.city}.</p>
      <div className="search-window-stops">
        {STOPS.map((stop) => (
          <fieldset key={stop.label} className="trip-when">
            <legend className="visually-hidden">{stop.label}</legend>
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
          </fieldset>
        ))}
        <SubmitButton
          variant="warning"
          className="search-window-submit"
          pending={form.formState.isSubmitting}
        >
          Search
        </SubmitButton>
      </div>
    </Form>
  );
}
