import type { BookingDetailsForm } from '@keyturn/shared';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TRIP_TIME_FIELDS, type TripTimeField } from './booking-request.ts';
import { tripQuery } from './trip-query.ts';

const isTripTimeField = (name: string | undefined): name is TripTimeField =>
  (TRIP_TIME_FIELDS as readonly (string | undefined)[]).includes(name);

/**
 * When one date or time changes, the others are judged again (the time rule reads them
 * together, and its reason may move from one input to another), and the page's address takes
 * them in: a reload, a shared link or the way back from logging in keeps them.
 */
export function useTripTimes(form: UseFormReturn<BookingDetailsForm>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!isTripTimeField(name)) return;
      void form.trigger(TRIP_TIME_FIELDS);
      void navigate({ search: tripQuery(values) }, { replace: true, preventScrollReset: true });
    });
    return () => subscription.unsubscribe();
  }, [form, navigate]);
}
