import type { BookingDetailsForm } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';

interface TripFieldsProps {
  form: UseFormReturn<BookingDetailsForm>;
  /** The earliest pick-up date, today in the company's zone. */
  minDate: string;
}

/** Where and when: places, dates and times of pick-up and drop-off. */
export function TripFields({ form, minDate }: TripFieldsProps) {
  const pickUpDate = form.watch('pickUpDate');
  return (
    <>
      <FormField
        form={form}
        name="pickUpLocation"
        label="Pick Up Location"
        placeholder="e.g. SFO Terminal 2"
      />
      <FormField
        form={form}
        name="dropOffLocation"
        label="Drop Off Location"
        placeholder="e.g. Union Square"
      />
      <Row className="g-3 mb-3">
        <Col xs={7}>
          <FormField
            form={form}
            name="pickUpDate"
            label="Pick Up Date"
            type="date"
            min={minDate}
            className=""
          />
        </Col>
        <Col xs={5}>
          <FormField form={form} name="pickUpTime" label="Pick Up Time" type="time" className="" />
        </Col>
      </Row>
      <Row className="g-3 mb-3">
        <Col xs={7}>
          <FormField
            form={form}
            name="dropOffDate"
            label="Drop Off Date"
            type="date"
            min={pickUpDate || minDate}
            className=""
          />
        </Col>
        <Col xs={5}>
          <FormField
            form={form}
            name="dropOffTime"
            label="Drop Off Time"
            type="time"
            className=""
          />
        </Col>
      </Row>
    </>
  );
}
