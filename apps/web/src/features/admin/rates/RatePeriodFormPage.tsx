import { RATE_PERCENT_BOUNDS, type RatePeriodRecord } from '@keyturn/shared';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import { useNavigate, useParams } from 'react-router';
import { FormSubmitButton } from '../../../components/FormSubmitButton.tsx';
import { GridField } from '../../../components/GridField.tsx';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { HintedField } from '../components/HintedField.tsx';
import { RecordFormActions } from '../components/RecordFormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { showFieldRefusals } from '../lib/field-refusals.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { listAddress } from '../lib/list-addresses.ts';
import { toastFailure } from '../lib/notify.ts';
import { useFieldsJudgedTogether } from '../lib/use-fields-judged-together.ts';
import { useSaveRecord } from '../lib/use-save-record.ts';
import { ratePeriodRecord, ratePeriodSaving } from './queries.ts';
import {
  NEW_RATE_PERIOD_VALUES,
  RATE_PERIOD_DAY_FIELDS,
  ratePeriodFormSchema,
  ratePeriodFormValues,
  toRatePeriodRequest,
  type RatePeriodFormValues,
} from './rate-period-form.ts';
import { describeRatePeriod } from './rate-period-words.ts';

const PERCENT_HINT =
  `The change of every hour's price on these days: +25 means every hour costs a quarter more, ` +
  `-10 a tenth less (from ${RATE_PERCENT_BOUNDS.min} to +${RATE_PERCENT_BOUNDS.max}).`;

/** /admin/rates/new and /admin/rates/{id}: one form for creating and editing. */
export function RatePeriodFormPage() {
  if (useParams()[ratePeriodRecord.param] === undefined) return <RatePeriodEditor key="new" />;
  return (
    <RecordPage kind={ratePeriodRecord}>
      {(period) => <RatePeriodEditor key={period.id} period={period} />}
    </RecordPage>
  );
}

function RatePeriodEditor({ period }: { period?: RatePeriodRecord }) {
  const navigate = useNavigate();
  const save = useSaveRecord(ratePeriodSaving, period?.id);
  const form = useJudgedForm<RatePeriodFormValues>(
    formResolver<RatePeriodFormValues>(ratePeriodFormSchema),
    period ? ratePeriodFormValues(period) : NEW_RATE_PERIOD_VALUES,
  );
  useFieldsJudgedTogether(form, RATE_PERIOD_DAY_FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toRatePeriodRequest(values);
    try {
      const answer = await save.mutateAsync(request);
      void toastSuccess(answer.message);
      if (period) form.reset(ratePeriodFormValues(request));
      else await navigate(listAddress(ratePeriodRecord.back.to));
    } catch (failure) {
      // An overlap is told under the first day, where the days are changed.
      toastFailure('The rate period could not be saved.', failure);
      showFieldRefusals(form, failure);
    }
  });

  return (
    <>
      <AdminPageHeader
        eyebrow={period ? 'Edit rate period' : 'Prices'}
        title={period ? period.name : 'New Rate Period'}
        subtitle={period && describeRatePeriod(period)}
        back={ratePeriodRecord.back}
      />
      <Form
        noValidate
        onSubmit={onSubmit}
        aria-label="Rate period"
        className="card-surface admin-form"
      >
        <Row className="g-3">
          <GridField
            xs={12}
            form={form}
            name="name"
            label="Name"
            placeholder="e.g. Holidays"
            maxLength={50}
          />
          <GridField xs={12} sm={6} form={form} name="startDate" label="First Day" type="date" />
          <GridField xs={12} sm={6} form={form} name="endDate" label="Last Day" type="date" />
          <Col xs={12} sm={6}>
            <HintedField
              form={form}
              name="percent"
              label="Percent"
              className=""
              type="number"
              inputMode="numeric"
              step={1}
              min={RATE_PERCENT_BOUNDS.min}
              max={RATE_PERCENT_BOUNDS.max}
              hint={PERCENT_HINT}
            />
          </Col>
        </Row>
        <RecordFormActions
          kind={ratePeriodRecord}
          deletableId={period?.id}
          save={<FormSubmitButton form={form}>Save</FormSubmitButton>}
        />
      </Form>
    </>
  );
}
