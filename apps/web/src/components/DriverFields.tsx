import { MIN_DRIVER_AGE, YOUNG_DRIVER_AGE } from '@keyturn/shared';
import Row from 'react-bootstrap/Row';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { DriverDetails } from '../lib/driver-details.ts';
import { DriverNotices } from './DriverNotices.tsx';
import { GridField } from './GridField.tsx';

/** The driver's fields without the licence's region, which the office's walk-in form omits. */
type DriverFacts = Omit<DriverDetails, 'licenseRegion'>;

interface DriverFieldsProps<T extends FieldValues & DriverFacts> {
  form: UseFormReturn<T>;
  /**
   * Whether the licence's region is asked for (the profile and the office's user form; not a
   * walk-in's booking): `form` then holds it too.
   */
  region?: boolean;
  /** Whether these are the browser user's own details, which the browser may fill in. */
  ownDetails: boolean;
  /** The section's heading as the form around it styles its headings. */
  legendClassName: string;
  /** Its place among the form's other parts (margins). */
  className?: string;
}

/** The inputs in their order on the page, each half a row from small screens on. */
const DRIVER_INPUTS = [
  { name: 'licenseNumber', label: 'Licence Number', token: 'off' },
  {
    name: 'licenseRegion',
    label: 'Licence Region',
    token: 'off',
    placeholder: 'State or country',
  },
  { name: 'licenseExpiry', label: 'Licence Expiry', token: 'off', type: 'date' },
  { name: 'dateOfBirth', label: 'Date of Birth', token: 'bday', type: 'date' },
] as const;

/** The driver's licence and date of birth, a group of its own under the person's details. */
export function DriverFields<T extends FieldValues & DriverFacts>({
  form,
  region = true,
  ownDetails,
  legendClassName,
  className,
}: DriverFieldsProps<T>) {
  // T has these fields (it extends DriverFacts); TypeScript cannot see their paths in it.
  const [dateOfBirth, licenseExpiry] = useWatch({
    control: form.control,
    name: ['dateOfBirth' as Path<T>, 'licenseExpiry' as Path<T>],
  }) as unknown as [string, string];
  return (
    <fieldset className={className} aria-describedby="driver-fields-note">
      <legend className={legendClassName}>Driver</legend>
      <p id="driver-fields-note" className="text-muted small mb-3">
        {ownDetails
          ? `We check your licence at pick-up; drivers under ${YOUNG_DRIVER_AGE} pay a young-driver fee.`
          : `Checked at pick-up: a licence valid through drop-off, a driver aged ${MIN_DRIVER_AGE} or over.`}
      </p>
      <Row className="g-3">
        {DRIVER_INPUTS.filter((input) => region || input.name !== 'licenseRegion').map(
          ({ name, token, ...input }) => (
            <GridField
              sm={6}
              key={name}
              form={form}
              name={name as Path<T>}
              autoComplete={ownDetails ? token : 'off'}
              {...input}
            />
          ),
        )}
      </Row>
      <DriverNotices dateOfBirth={dateOfBirth} licenseExpiry={licenseExpiry} own={ownDetails} />
    </fieldset>
  );
}
