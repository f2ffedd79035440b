import { EXTRA_QUANTITY_BOUNDS, type Extra } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import { BsEyeSlash } from 'react-icons/bs';
import { GridField } from '../../../components/GridField.tsx';
import { SelectControl } from '../../../components/SelectField.tsx';
import { AdminNotice } from '../components/AdminNotice.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { HintedField } from '../components/HintedField.tsx';
import { RecordForm } from '../components/RecordForm.tsx';
import { RecordFormPage } from '../components/RecordFormPage.tsx';
import { WholeNumberField } from '../components/WholeNumberField.tsx';
import { extraFormSchema, extraFormValues, NEW_EXTRA_VALUES } from './extra-form.ts';
import { EXTRA_PER_CHOICES, formatExtraPrice } from './extra-words.ts';
import { extraRecord, extraSaving } from './queries.ts';
import { useRecordForm } from '../lib/use-record-form.ts';

/** The fields with a fixed set of values, each with what its choices mean. */
const CHOICE_FIELDS = {
  per: {
    name: 'per',
    label: 'Per',
    options: EXTRA_PER_CHOICES,
    hint: 'Trip: once a booking. Day: for each started 24 hours of the trip.',
  },
  active: {
    name: 'active',
    label: 'Active',
    options: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
    hint: 'Only active extras are offered to customers; bookings keep the ones they have.',
  },
} as const;

/** /admin/extras/new and /admin/extras/{id}: one form for adding and editing. */
export function ExtraFormPage() {
  return <RecordFormPage kind={extraRecord} editor={(extra) => <ExtraEditor extra={extra} />} />;
}

function ExtraEditor({ extra }: { extra?: Extra }) {
  const { form, onSubmit } = useRecordForm({
    kind: extraSaving,
    record: extra,
    schema: extraFormSchema,
    valuesOf: extraFormValues,
    blank: NEW_EXTRA_VALUES,
    failure: 'The extra could not be saved.',
  });

  /** A select of CHOICE_FIELDS, half the row wide. */
  const choiceField = (choice: keyof typeof CHOICE_FIELDS) => {
    const { options, ...field } = CHOICE_FIELDS[choice];
    return (
      <Col xs={12} sm={6}>
        <HintedField form={form} {...field} className="">
          {(control) => <SelectControl {...control} options={options} />}
        </HintedField>
      </Col>
    );
  };

  return (
    <>
      <AdminPageHeader
        eyebrow={extra ? 'Edit extra' : 'Prices'}
        title={extra ? extra.name : 'New Extra'}
        subtitle={extra && formatExtraPrice(extra)}
        back={extraRecord.back}
      />
      {extra && !extra.active && (
        <AdminNotice icon={BsEyeSlash}>
          This extra is inactive: customers cannot add it to a trip. Bookings that have it keep it.
        </AdminNotice>
      )}
      <RecordForm
        label="Extra"
        kind={extraRecord}
        form={form}
        onSubmit={onSubmit}
        deletableId={extra?.id}
      >
        <GridField
          xs={12}
          form={form}
          name="name"
          label="Name"
          placeholder="e.g. Child seat"
          maxLength={50}
        />
        <GridField
          xs={12}
          form={form}
          name="description"
          label="Description (optional)"
          as="textarea"
          rows={2}
          maxLength={200}
        />
        <GridField
          xs={12}
          sm={6}
          form={form}
          name="price"
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        {choiceField('per')}
        <WholeNumberField
          form={form}
          name="maxQuantity"
          label="Max Quantity"
          bounds={EXTRA_QUANTITY_BOUNDS}
          hint={`How many one booking may take (${EXTRA_QUANTITY_BOUNDS.min} to ${EXTRA_QUANTITY_BOUNDS.max}).`}
        />
        {choiceField('active')}
      </RecordForm>
    </>
  );
}
