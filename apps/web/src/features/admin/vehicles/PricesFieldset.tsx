import { HOURS_PER_PERIOD, MAX_MILES_PER_DAY } from '@keyturn/shared';
import { useEffect } from 'react';
import Row from 'react-bootstrap/Row';
import type { UseFormReturn } from 'react-hook-form';
import { GridField } from '../../../components/GridField.tsx';
import { uncappedDayPrice, type VehicleFormValues } from './vehicle-form.ts';

const DOLLARS = { step: 0.01, inputMode: 'decimal' } as const;

/** The price inputs, two to a row from small screens on: the rental's, the miles', the deposit. */
const PRICE_INPUTS = [
  { name: 'pricePerHour', label: 'Price Per Hour ($)', min: 0.01, ...DOLLARS },
  { name: 'pricePerDay', label: 'Price Per Day ($)', min: 0.01, ...DOLLARS },
  {
    name: 'milesPerDay',
    label: 'Miles Per Day',
    min: 1,
    max: MAX_MILES_PER_DAY,
    step: 1,
    inputMode: 'numeric',
    placeholder: 'Unlimited',
    hint: 'Empty: unlimited miles',
  },
  { name: 'pricePerExtraMile', label: 'Price Per Extra Mile ($)', min: 0, ...DOLLARS },
  { name: 'deposit', label: 'Deposit ($)', min: 0, ...DOLLARS },
] as const;

/**
 * The day price is judged against the hourly one: a change of the hourly price judges a day
 * price already entered again, so its sentence comes and goes with the price that decides it.
 */
function useDayPriceJudgedWithHourly(form: UseFormReturn<VehicleFormValues>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'pricePerHour' && form.getFieldState('pricePerDay').isTouched) {
        void form.trigger('pricePerDay');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/** The vehicle's prices of contract section 6, a group of their own in the vehicle form. */
export function PricesFieldset({ form }: { form: UseFormReturn<VehicleFormValues> }) {
  useDayPriceJudgedWithHourly(form);
  const fullDay = uncappedDayPrice(form.watch('pricePerHour'));
  return (
    <fieldset className="mt-4">
      <legend className="admin-form-legend">Prices</legend>
      <Row className="g-3">
        {PRICE_INPUTS.map(({ name, ...input }) => (
          <GridField
            key={name}
            xs={12}
            sm={6}
            form={form}
            name={name}
            type="number"
            {...input}
            {...(name === 'pricePerDay' && {
              placeholder: fullDay,
              hint: `Empty: ${HOURS_PER_PERIOD} × the hourly price`,
            })}
          />
        ))}
      </Row>
    </fieldset>
  );
}
