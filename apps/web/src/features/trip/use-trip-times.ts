import type { BookingDetailsForm } from '@keyturn/shared';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useAddressState, type AddressCodec } from '../../lib/use-address-state.ts';
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
    // One judgement at a time, each on the values as they are when it starts: a change made
    // while one runs is judged after it, so the last judgement is of the last values. Judged
    // as each change came, an earlier judgement could finish after a later one and leave a
    // stale reason behind ('Pick up time cannot be in the past' on a trip moved ahead).
    let judged = Promise.resolve();
    let waiting = false;
    let stopped = false;
    const subscription = form.watch((_values, { name }) => {
      if (!isTripTimeField(name) || waiting) return;
      waiting = true;
      judged = judged
        .then(async () => {
          waiting = false;
          if (!stopped) await form.trigger(times);
        })
        .catch(() => undefined);
    });
    return () => {
      stopped = true;
      subscription.unsubscribe();
    };
  }, [form, times]);
}

const TRIP_IN_ADDRESS: AddressCodec<TripTimes> = {
  read: tripFromQuery,
  write: (trip) => new URLSearchParams(tripQuery(trip)),
};

/**
 * The booking form's times, judged together, and kept in the page's address: a reload, a
 * shared link or the way back from logging in keeps them. The other way too: times the
 * address gains (a free time picked in the availability calendar) fill the inputs, and
 * `onTaken` runs, as an edit of the trip would.
 */
export function useTripTimes(form: UseFormReturn<BookingDetailsForm>, onTaken: () => void): void {
  const [inAddress, write] = useAddressState(TRIP_IN_ADDRESS);
  // Set while the address's times are written into the inputs: they need no writing back.
  const taking = useRef(false);
  const taken = useEffectEvent(onTaken);
  useTimesJudgedTogether(form);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!isTripTimeField(name) || taking.current) return;
      // As the address will hold them: a date without its time is not there yet.
      const trip = tripFromQuery(new URLSearchParams(tripQuery(values)));
      write(trip, { replace: true, preventScrollReset: true });
    });
    return () => subscription.unsubscribe();
  }, [form, write]);

  // While a date is typed key by key the address trails the inputs; useAddressState shows the
  // last write until it has caught up, so only times from elsewhere differ from the inputs.
  // Compared in the commit itself: the router commits in a transition, whose plain effects run
  // later, and a key typed meanwhile would make the address's older date look new and be put
  // back into the input (which also loses Chromium's place in the date's digits).
  useLayoutEffect(() => {
    const changed = TRIP_TIME_FIELDS.filter(
      (field) => inAddress[field] !== '' && inAddress[field] !== form.getValues(field),
    );
    if (changed.length === 0) return;
    taking.current = true;
    try {
      for (const field of changed) {
        form.setValue(field, inAddress[field], { shouldDirty: true, shouldTouch: true });
      }
    } finally {
      taking.current = false;
    }
    taken();
  }, [form, inAddress]);
}
