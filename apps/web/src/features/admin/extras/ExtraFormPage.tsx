import { EXTRA_QUANTITY_BOUNDS, type Extra } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BsEyeSlash } from 'react-icons/bs';
import { useNavigate, useParams } from 'react-router';
import { FormSubmitButton } from '../../../components/FormSubmitButton.tsx';
import { GridField } from '../../../components/GridField.tsx';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { AdminNotice } from '../components/AdminNotice.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { HintedField } from '../components/HintedField.tsx';
import { RecordFormActions } from '../components/RecordFormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { showFieldRefusals } from '../lib/field-refusals.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { listAddress } from '../lib/list-addresses.ts';
import { toastFailure } from '../lib/notify.ts';
import { useSaveRecord } from '../lib/use-save-record.ts';
import {
  extraFormSchema,
  extraFormValues,
  NEW_EXTRA_VALUES,
  toExtraRequest,
  type ExtraFormValues,
} from './extra-form.ts';
import { EXTRA_PER_CHOICES, formatExtraPrice } from './extra-words.ts';
import { extraRecord, extraSaving } from './queries.ts';

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

/** /admin/extras/new and /admin/extras/{id}: one form for creating and editing. */
export function ExtraFormPage() {
  if (useParams()[extraRecord.param] === undefined) return <ExtraEditor key="new" />;
  return (
    <RecordPage kind={extraRecord}>
      {(extra) => <ExtraEditor key={extra.id} extra={extra} />}
    </RecordPage>
  );
}

function ExtraEditor({ extra }: { extra?: Extra }) {
  const navigate = useNavigate();
  const save = useSaveRecord(extraSaving, extra?.id);
  const form = useJudgedForm<ExtraFormValues>(
    formResolver<ExtraFormValues>(extraFormSchema),
    extra ? extraFormValues(extra) : NEW_EXTRA_VALUES,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toExtraRequest(values);
    try {
      const answer = await save.mutateAsync(request);
      void toastSuccess(answer.message);
      if (extra) form.reset(extraFormValues(request));
      else await navigate(listAddress(extraRecord.back.to));
    } catch (failure) {
      toastFailure('The extra could not be saved.', failure);
      showFieldRefusals(form, failure);
    }
  });

  /** A select of CHOICE_FIELDS, half the row wide. */
  const choiceField = (choice: keyof typeof CHOICE_FIELDS) => {
    const { options, ...field } = CHOICE_FIELDS[choice];
    return (
      <Col xs={12} sm={6}>
        <HintedField form={form} {...field} className="">
          {(control) => (
            <Form.Select {...control}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          )}
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
      <Form noValidate onSubmit={onSubmit} aria-label="Extra" className="card-surface admin-form">
        <Row className="g-3">
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
          <Col xs={12} sm={6}>
            <HintedField
              form={form}
              name="maxQuantity"
              label="Max Quantity"
              className=""
              type="number"
              inputMode="numeric"
              step={1}
              min={EXTRA_QUANTITY_BOUNDS.min}
              max={EXTRA_QUANTITY_BOUNDS.max}
              hint={`How many one booking may take (${EXTRA_QUANTITY_BOUNDS.min} to ${EXTRA_QUANTITY_BOUNDS.max}).`}
            />
          </Col>
          {choiceField('active')}
        </Row>
        <RecordFormActions
          kind={extraRecord}
          deletableId={extra?.id}
          save={<FormSubmitButton form={form}>Save</FormSubmitButton>}
        />
      </Form>
    </>
  );
}
