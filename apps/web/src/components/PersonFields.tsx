import { PHONE_MASK } from '@keyturn/shared';
import Row from 'react-bootstrap/Row';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldControlProps } from './FormField.tsx';
import { GridField } from './GridField.tsx';
import type { ContactDetails } from '../lib/person-details.ts';
import { MaskedInput } from './MaskedInput.tsx';

interface PersonFieldsProps<T extends FieldValues & ContactDetails> {
  form: UseFormReturn<T>;
  /** Whether these are the browser user's own details, which the browser may fill in. */
  ownDetails: boolean;
  /**
   * Whether the address and zip code are asked for (every account form but the office's
   * walk-in, whose form holds none): `form` then holds them too.
   */
  address?: boolean;
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

/** The name, email and phone: the inputs of a person without their address. */
const CONTACT_INPUTS = PERSON_INPUTS.slice(0, 4);

export function PersonFields<T extends FieldValues & ContactDetails>({
  form,
  ownDetails,
  address = true,
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
      {(address ? PERSON_INPUTS : CONTACT_INPUTS).map(({ name, width, token, ...input }) => (
        <GridField
          sm={width}
          key={name}
          form={form}
          // T has these fields (it extends ContactDetails, and PersonDetails when the address is
          // asked for); TypeScript cannot see their paths in it.
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
