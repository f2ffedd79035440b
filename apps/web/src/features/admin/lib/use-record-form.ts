import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { showFieldRefusals } from '../../../lib/field-refusals.ts';
import { formResolver } from './form-resolver.ts';
import { listAddress } from './list-addresses.ts';
import { toastFailure } from './notify.ts';
import { useSaveRecord, type SavableKind } from './use-save-record.ts';

interface RecordFormSpec<V extends FieldValues, R> {
  kind: SavableKind<R>;
  /** The record edited; none while one is added. */
  record: (R & { id: number }) | undefined;
  /** The shared rules, reading the inputs into the request. */
  schema: z.ZodType<R>;
  /** The inputs of a saved record or request. */
  valuesOf(saved: R): V;
  /** The inputs of a record being added. */
  blank: V;
  /** What a failed save says above the server's reason ("The extra could not be saved."). */
  failure: string;
}

/**
 * An admin record's add-or-edit form, judged by the shared rules as it is typed. A save says
 * the server's sentence, then goes back to the list (an added record) or stays with what was
 * saved (an edit); a refusal says why, and under the fields the server names too.
 */
export function useRecordForm<V extends FieldValues, R>({
  kind,
  record,
  schema,
  valuesOf,
  blank,
  failure,
}: RecordFormSpec<V, R>) {
  const navigate = useNavigate();
  const save = useSaveRecord(kind, record?.id);
  const form = useJudgedForm<V>(
    formResolver<V>(schema),
    (record ? valuesOf(record) : blank) as DefaultValues<V>,
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const request = schema.parse(values);
    try {
      const answer = await save.mutateAsync(request);
      void toastSuccess(answer.message);
      if (record) form.reset(valuesOf(request));
      else await navigate(listAddress(kind.back.to));
    } catch (refused) {
      toastFailure(failure, refused);
      showFieldRefusals(form, refused);
    }
  });
  return { form, onSubmit };
}
