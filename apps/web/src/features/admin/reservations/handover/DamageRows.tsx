import { MAX_DAMAGE_ENTRIES } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { BsPlusLg, BsTrash } from 'react-icons/bs';
import { GridField } from '../../../../components/GridField.tsx';
import type { CheckInFormValues } from './handover-form.ts';

/** Damage found at the return, one row each: what it is and what it costs the customer. */
export function DamageRows({ form }: { form: UseFormReturn<CheckInFormValues> }) {
  const rows = useFieldArray({ control: form.control, name: 'damage' });
  return (
    <fieldset className="col-12 damage-rows">
      <legend className="form-label">Damage</legend>
      {rows.fields.length === 0 && <p className="form-text mt-0">No damage recorded.</p>}
      {rows.fields.map((row, index) => (
        <Row key={row.id} className="g-2 align-items-start damage-row">
          <GridField
            xs={12}
            sm={7}
            form={form}
            name={`damage.${index}.description`}
            label={`Damage ${index + 1}`}
            placeholder="e.g. Scratch on the rear bumper"
            maxLength={200}
          />
          <GridField
            xs={8}
            sm={3}
            form={form}
            name={`damage.${index}.amount`}
            label={`Amount ${index + 1} ($)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
          <Col xs={4} sm={2} className="damage-row-remove">
            <Button
              variant="outline-danger"
              aria-label={`Remove damage ${index + 1}`}
              onClick={() => rows.remove(index)}
            >
              <BsTrash aria-hidden="true" />
            </Button>
          </Col>
        </Row>
      ))}
      {rows.fields.length < MAX_DAMAGE_ENTRIES && (
        <Button
          variant="outline-primary"
          className="mt-2"
          onClick={() => rows.append({ description: '', amount: '' })}
        >
          <BsPlusLg aria-hidden="true" className="me-2" />
          Add damage
        </Button>
      )}
    </fieldset>
  );
}
