import type { BookingDetailsForm } from '@keyturn/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isTripTimeField, TRIP_TIME_FIELDS, type TripTimes } from './trip-times.ts';
import { tripFromQuery, tripQuery } from './trip-query.ts';

/**
 * When one date or time changes, the others are judged again: the time rule reads them
 * together, and its reason may move from one input to another.
 */
export function useTimesJudgedTogether<T extends TripTimes>(form: UseFormReturn<T>): void {
  // T has the four fields (it extends TripTimes); TypeScript cannot see their paths in it.
  const times = TRIP_TIME_FIELDS as unknown as readonly Path<T>[];
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (isTripTimeField(name)) void form.trigger(times);
    });
    return () => subscription.unsubscribe();
  }, [form, times]);
}

/**
 * The booking form's times, judged together, and kept in the page's address: a reload, a
 * shared link or the way back from logging in keeps them. The other way too: times the
 * address gains (a free time picked in the availability calendar) fill the inputs, and
 * `onTaken` runs, as an edit of the trip would.
 */
export function useTripTimes(form: UseFormReturn<BookingDetailsForm>, onTaken: () => void): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  // Set while the address's times are written into the inputs: they need no writing back.
  const taking = useRef(false);
  // The addresses the inputs wrote, oldest first. While a date is typed key by key they trail
  // the inputs: one coming back is no news, and taking it would undo the keys typed since.
  const written = useRef<string[]>([]);
  const taken = useEffectEvent(onTaken);
  useTimesJudgedTogether(form);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!isTripTimeField(name) || taking.current) return;
      const next = tripQuery(values);
      if (next === window.location.search) return;
      written.current.push(next);
      void navigate({ search: next }, { replace: true, preventScrollReset: true });
    });
    return () => subscription.unsubscribe();
  }, [form, navigate]);

  useEffect(() => {
    const ours = written.current.lastIndexOf(search);
    if (ours !== -1) {
      // Seen, with every older one: only the newer writes are still on their way.
      written.current = written.current.slice(ours + 1);
      return;
    }
    const fromAddress = tripFromQuery(new URLSearchParams(search));
    const changed = TRIP_TIME_FIELDS.filter(
      (field) => fromAddress[field] !== '' && fromAddress[field] !== form.getValues(field),
    );
    if (changed.length === 0) return;
    taking.current = true;
    try {
      for (const field of changed) {
        form.setValue(field, fromAddress[field], { shouldDirty: true, shouldTouch: true });
      }
    } finally {
      taking.current = false;
    }
    taken();
  }, [form, search]);
}
