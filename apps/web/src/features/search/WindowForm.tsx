import { bookingDetailsFormSchema } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { company } from '../../content/company.ts';
import { useJudgedForm } from '../../lib/forms.ts';
import {
  todayInZone,
  type TripTimes,
  withTimeRule,
  TRIP_STOPS,
  TripWhenFields,
  useTimesJudgedTogether,
} from '../trip/index.ts';

const windowSchema = bookingDetailsFormSchema.pick({
  pickUpDate: true,
  pickUpTime: true,
  dropOffDate: true,
  dropOffTime: true,
});

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
  const form = useJudgedForm<TripTimes>(resolver, window);

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
        {TRIP_STOPS.map((stop) => (
          <fieldset key={stop.label} className="trip-when">
            <legend className="visually-hidden">{stop.label}</legend>
            <TripWhenFields form={form} stop={stop} minDate={minDate} />
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
