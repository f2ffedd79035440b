import { RATE_PERCENT_BOUNDS, type RatePeriodRecord } from '@keyturn/shared';
import { GridField } from '../../../components/GridField.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { RecordForm } from '../components/RecordForm.tsx';
import { RecordFormPage } from '../components/RecordFormPage.tsx';
import { WholeNumberField } from '../components/WholeNumberField.tsx';
import { useFieldsJudgedTogether } from '../lib/use-fields-judged-together.ts';
import { useRecordForm } from '../lib/use-record-form.ts';
import { ratePeriodRecord, ratePeriodSaving } from './queries.ts';
import {
  NEW_RATE_PERIOD_VALUES,
  RATE_PERIOD_DAY_FIELDS,
  ratePeriodFormSchema,
  ratePeriodFormValues,
} from './rate-period-form.ts';
import { describeRatePeriod } from './rate-period-words.ts';

const PERCENT_HINT =
  `The change of every hour's price on these days: +25 means every hour costs a quarter more, ` +
  `-10 a tenth less (from ${RATE_PERCENT_BOUNDS.min} to +${RATE_PERCENT_BOUNDS.max}).`;

/** /admin/rates/new and /admin/rates/{id}: one form for adding and editing. */
export function RatePeriodFormPage() {
  return (
    <RecordFormPage
      kind={ratePeriodRecord}
      editor={(period) => <RatePeriodEditor period={period} />}
    />
  );
}

function RatePeriodEditor({ period }: { period?: RatePeriodRecord }) {
  const { form, onSubmit } = useRecordForm({
    kind: ratePeriodSaving,
    record: period,
    schema: ratePeriodFormSchema,
    valuesOf: ratePeriodFormValues,
    blank: NEW_RATE_PERIOD_VALUES,
    // An overlap is also told under the first day, where the days are changed.
    failure: 'The rate period could not be saved.',
  });
  useFieldsJudgedTogether(form, RATE_PERIOD_DAY_FIELDS);

  return (
    <>
      <AdminPageHeader
        eyebrow={period ? 'Edit rate period' : 'Prices'}
        title={period ? period.name : 'New Rate Period'}
        subtitle={period && describeRatePeriod(period)}
        back={ratePeriodRecord.back}
      />
      <RecordForm
        label="Rate period"
        kind={ratePeriodRecord}
        form={form}
        onSubmit={onSubmit}
        deletableId={period?.id}
      >
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
        <WholeNumberField
          form={form}
          name="percent"
          label="Percent"
          bounds={RATE_PERCENT_BOUNDS}
          hint={PERCENT_HINT}
        />
      </RecordForm>
    </>
  );
}
