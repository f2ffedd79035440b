import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../../lib/api.ts';
import { showFieldRefusals } from '../../../../lib/field-refusals.ts';

/**
 * Sends a hand-over and keeps the server's refusal (a licence that expires too soon, a car
 * asked for too early, an odometer below the hand-over's) to show where the office is looking;
 * a refusal of one field shows under it too.
 */
export function useHandoverSubmit<T extends FieldValues>(form: UseFormReturn<T>, fallback: string) {
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
  return { refusal, send };
}
