import type { UseFormReturn } from 'react-hook-form';
import { DriverFields } from '../../../components/DriverFields.tsx';
import { PersonFields } from '../../../components/PersonFields.tsx';
import type { WalkInFormValues } from './walk-in-form.ts';

/**
 * A new customer's details, typed by the office at the desk: the register form's name, email
 * and phone (the phone in its mask), and the profile's licence and birth date, with their rules
 * and sentences. The account is made with the booking.
 */
export function WalkInFields({ form }: { form: UseFormReturn<WalkInFormValues> }) {
  return (
    <div className="walk-in-fields">
      <PersonFields form={form} ownDetails={false} address={false} />
      <DriverFields
        form={form}
        ownDetails={false}
        region={false}
        legendClassName="form-label fw-semibold mb-1"
        className="mb-3"
      />
      <p className="form-text mt-0 mb-3">
        Their account is made with the booking, and they are mailed a link to set a password.
      </p>
    </div>
  );
}
