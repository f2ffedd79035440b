import { PHONE_MASK } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';
import { MaskedInput } from './MaskedInput.tsx';

/** The fields a person has in every account form: register, profile and the admin's edit. */
export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
}

interface PersonFieldsProps<T extends FieldValues & PersonDetails> {
  form: UseFormReturn<T>;
  /** Whether these are the browser user's own details, which the browser may fill in. */
  ownDetails: boolean;
}

export function PersonFields<T extends FieldValues & PersonDetails>({
  form,
  ownDetails,
}: PersonFieldsProps<T>) {
  const field = (name: keyof PersonDetails) => name as Path<T>;
  const autoComplete = (token: string) => (ownDetails ? token : 'off');
  return (
    <Row className="g-3 mb-3">
      <Col sm={6}>
        <FormField
          form={form}
          name={field('firstName')}
          label="First Name"
          autoComplete={autoComplete('given-name')}
          className=""
        />
      </Col>
      <Col sm={6}>
        <FormField
          form={form}
          name={field('lastName')}
          label="Last Name"
          autoComplete={autoComplete('family-name')}
          className=""
        />
      </Col>
      <Col sm={6}>
        <FormField
          form={form}
          name={field('email')}
          label="Email"
          type="email"
          autoComplete={autoComplete('email')}
          className=""
        />
      </Col>
      <Col sm={6}>
        <FormField form={form} name={field('phoneNumber')} label="Phone Number" className="">
          {(control) => (
            <MaskedInput
              {...control}
              mask={PHONE_MASK}
              countryCode="1"
              placeholder="(415) 555-0100"
              autoComplete={autoComplete('tel')}
            />
          )}
        </FormField>
      </Col>
      <Col sm={8}>
        <FormField
          form={form}
          name={field('address')}
          label="Address"
          autoComplete={autoComplete('street-address')}
          className=""
        />
      </Col>
      <Col sm={4}>
        <FormField
          form={form}
          name={field('zipCode')}
          label="Zip Code"
          inputMode="numeric"
          autoComplete={autoComplete('postal-code')}
          className=""
        />
      </Col>
    </Row>
  );
}
