import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api.ts';
import { showFieldRefusals } from '../../../../lib/field-refusals.ts';
import { useJudgedForm } from '../../../../lib/forms.ts';
import { formResolver } from '../../lib/form-resolver.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

/**
 * A hand-over's form, its photos' uploads and its `send`, which keeps the server's refusal (a
 * licence that expires too soon, a car asked for too early, an odometer below the hand-over's)
 * to show where the office is looking; a refusal of one field shows under it too.
 */
export function useHandoverForm<T extends FieldValues>(
  schema: z.ZodType,
  blank: DefaultValues<T>,
  fallback: string,
) {
  const form = useJudgedForm<T>(formResolver(schema), blank);
  const uploads = usePhotoUploads();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (call: () => Promise<unknown>): Promise<boolean> => {
    setRefusal(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setRefusal(errorMessage(failure, fallback));
      showFieldRefusals(form, failure);
      return false;
    }
  };
  return { form, uploads, refusal, send };
}
