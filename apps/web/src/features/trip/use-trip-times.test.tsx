import { act, render } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { TripTimes } from './trip-times.ts';
import { useTimesJudgedTogether } from './use-trip-times.ts';

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
