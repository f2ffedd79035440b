import { PHONE_MASK } from '@keyturn/shared';
import Row from 'react-bootstrap/Row';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldControlProps } from './FormField.tsx';
import { GridField } from './GridField.tsx';
import type { PersonDetails } from '../lib/person-details.ts';
import { MaskedInput } from './MaskedInput.tsx';

interface PersonFieldsProps<T extends FieldValues & PersonDetails> {
  form: UseFormReturn<T>;
  /** Whether these are the browser user's own details, which the browser may fill in. */
  ownDetails: boolean;
}

/** The inputs in their order on the page: how wide each is (of 12) and what the browser may fill. */
const PERSON_INPUTS = [
  { name: 'firstName', label: 'First Name', width: 6, token: 'given-name' },
  { name: 'lastName', label: 'Last Name', width: 6, token: 'family-name' },
  { name: 'email', label: 'Email', width: 6, token: 'email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', width: 6, token: 'tel' },
  { name: 'address', label: 'Address', width: 8, token: 'street-address' },
  { name: 'zipCode', label: 'Zip Code', width: 4, token: 'postal-code', inputMode: 'numeric' },
] as const;

export function PersonFields<T extends FieldValues & PersonDetails>({
  form,
  ownDetails,
}: PersonFieldsProps<T>) {
  const autoComplete = (token: string) => (ownDetails ? token : 'off');
  const phoneInput = (control: FieldControlProps<T>) => (
    <MaskedInput
      {...control}
      mask={PHONE_MASK}
      countryCode="1"
      placeholder="(415) 555-0100"
      autoComplete={autoComplete('tel')}
    />
  );
  return (
    <Row className="g-3 mb-3">
      {PERSON_INPUTS.map(({ name, width, token, ...input }) => (
        <GridField
          sm={width}
          key={name}
          form={form}
          // T has these fields (it extends PersonDetails); TypeScript cannot see their paths in it.
          name={name as Path<T>}
          autoComplete={autoComplete(token)}
          {...input}
        >
          {name === 'phoneNumber' ? phoneInput : undefined}
        </GridField>
      ))}
    </Row>
  );
}
