import { HOURS_PER_PERIOD, MAX_MILES_PER_DAY } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { UseFormReturn } from 'react-hook-form';
import { HintedField } from '../components/HintedField.tsx';
import { useFieldsJudgedTogether } from '../lib/use-fields-judged-together.ts';
import { uncappedDayPrice, type VehicleFormValues } from './vehicle-form.ts';

const DOLLARS = { step: 0.01, inputMode: 'decimal' } as const;

/**
 * The price inputs, two to a row from small screens on: the rental's, the miles', the deposit.
 * Each says what it means, so that an empty day price or miles per day is no riddle.
 */
const PRICE_INPUTS = [
  {
    name: 'pricePerHour',
    label: 'Price Per Hour ($)',
    min: 0.01,
    ...DOLLARS,
    hint: 'For each started hour',
  },
  {
    name: 'pricePerDay',
    label: 'Price Per Day ($)',
    min: 0.01,
    ...DOLLARS,
    hint: `Empty: ${HOURS_PER_PERIOD} × the hourly price`,
  },
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
  {
    name: 'pricePerExtraMile',
    label: 'Price Per Extra Mile ($)',
    min: 0,
    ...DOLLARS,
    hint: 'Beyond the miles included',
  },
  {
    name: 'deposit',
    label: 'Deposit ($)',
    min: 0,
    ...DOLLARS,
    hint: 'Held from pick-up to return',
  },
] as const;

/** The day price's rule reads the hourly price: a change of either judges both again. */
const DAY_PRICE_RULE = ['pricePerHour', 'pricePerDay'] as const;

/** The vehicle's prices of contract section 6, a group of their own in the vehicle form. */
export function PricesFieldset({ form }: { form: UseFormReturn<VehicleFormValues> }) {
  useFieldsJudgedTogether(form, DAY_PRICE_RULE);
  const fullDay = uncappedDayPrice(form.watch('pricePerHour'));
  return (
    <fieldset className="mt-4">
      <legend className="admin-form-legend">Prices</legend>
      <Row className="g-3">
        {PRICE_INPUTS.map(({ name, ...input }) => (
          <Col key={name} xs={12} sm={6}>
            <HintedField
              form={form}
              name={name}
              type="number"
              className=""
              {...input}
              {...(name === 'pricePerDay' && { placeholder: fullDay })}
            />
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
