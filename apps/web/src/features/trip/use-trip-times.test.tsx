import type { BookingDetailsForm } from '@keyturn/shared';
import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useForm, type Resolver, type ResolverResult, type UseFormReturn } from 'react-hook-form';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TripTimes } from './trip-times.ts';
import { useTimesJudgedTogether, useTripTimes } from './use-trip-times.ts';

const PAST_DAY = '2020-01-01';
const FUTURE_DAY = '2031-06-10';

/**
 * The time rule as a resolver whose verdict on a past day takes longer than on a future one,
 * as a busy page's may: the judgements of two quick changes then finish in the wrong order
 * unless they are taken one at a time.
 */
const slowOnThePast: Resolver<TripTimes> = async (values): Promise<ResolverResult<TripTimes>> => {
  const past = values.pickUpDate === PAST_DAY;
  await new Promise((resolve) => setTimeout(resolve, past ? 40 : 0));
  if (past) return { values: {}, errors: { pickUpTime: { type: 'past', message: 'in the past' } } };
  return { values, errors: {} };
};

function renderForm() {
  const form: { current?: UseFormReturn<TripTimes> } = {};
  function TripForm() {
    const trip = useForm<TripTimes>({
      resolver: slowOnThePast,
      mode: 'all',
      defaultValues: {
        pickUpDate: FUTURE_DAY,
        pickUpTime: '10:00',
        dropOffDate: FUTURE_DAY,
        dropOffTime: '12:00',
      },
    });
    useTimesJudgedTogether(trip);
    form.current = trip;
    return null;
  }
  render(<TripForm />);
  return form.current!;
}

describe('the trip times judged together', () => {
  it('leaves the verdict on the last values when two changes come quicker than a judgement', async () => {
    const form = renderForm();
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    act(() => form.setValue('pickUpDate', PAST_DAY));
    await pause(100);
    expect(form.getFieldState('pickUpTime').error?.message).toBe('in the past');
    act(() => form.setValue('pickUpDate', FUTURE_DAY));
    await pause(100);
    expect(form.getFieldState('pickUpTime').error).toBeUndefined();

    // Moved to a past day, and back to the future while the past day is still being judged.
    act(() => form.setValue('pickUpDate', PAST_DAY));
    await pause(10);
    act(() => form.setValue('pickUpDate', FUTURE_DAY));
    await pause(150);
    expect(form.getFieldState('pickUpTime').error).toBeUndefined();
  });
});

/**
 * The booking form's times kept in a vehicle page's address. `onAddress` runs as each new
 * address is committed, before the page's effects: where a key typed at that moment lands.
 */
async function renderTripInAddress(onAddress: (search: string) => void) {
  const form: { current?: UseFormReturn<BookingDetailsForm> } = {};
  const pickUpDates: string[] = [];
  function TripForm() {
    const trip = useForm<BookingDetailsForm>();
    useTripTimes(trip, () => undefined);
    form.current = trip;
    return null;
  }
  function KeyAfterCommit() {
    const { search } = useLocation();
    useLayoutEffect(() => onAddress(search), [search]);
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/vehicles/:id',
        element: (
          <>
            <TripForm />
            <KeyAfterCommit />
          </>
        ),
      },
    ],
    { initialEntries: [`/vehicles/1?pickUp=${FUTURE_DAY}T10:00&dropOff=2031-06-20T12:00`] },
  );
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(form.current?.getValues('pickUpDate')).toBe(FUTURE_DAY));
  form.current!.watch((values, { name }) => {
    if (name === 'pickUpDate') pickUpDates.push(values.pickUpDate ?? '');
  });
  return { form: form.current!, router, pickUpDates };
}

describe('the trip times in the address', () => {
  it('never puts back a date the person has already typed past', async () => {
    // A date typed key by key: the router takes the first key's date, and the next key lands
    // after that commit but before the page's effects run, as it can on a busy phone.
    let typed = false;
    const { form, router, pickUpDates } = await renderTripInAddress((search) => {
      if (typed || !search.includes('2031-06-11')) return;
      typed = true;
      form.setValue('pickUpDate', '2031-06-12');
    });
    act(() => form.setValue('pickUpDate', '2031-06-11'));
    await waitFor(() => expect(router.state.location.search).toContain('pickUp=2031-06-12T10'));

    expect(typed).toBe(true);
    expect(pickUpDates).toEqual(['2031-06-11', '2031-06-12']);
    expect(form.getValues('pickUpDate')).toBe('2031-06-12');
  });
});
