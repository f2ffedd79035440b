import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FUEL_EIGHTHS, fuelLabel } from '../../../reservations/index.ts';

interface FuelFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

/**
 * The fuel gauge as nine segments, Empty to Full, of which one is chosen. Nothing is chosen at
 * first: a level the office did not read off the car should not be recorded by default.
 */
export function FuelField<T extends FieldValues>({ form, name }: FuelFieldProps<T>) {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  const invalid = (isTouched || form.formState.isSubmitted) && Boolean(error);
  const errorId = `field-${name}-error`;
  const hintId = `field-${name}-hint`;
  return (
    <fieldset
      className="fuel-field"
      aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
      aria-invalid={invalid || undefined}
    >
      <legend className="form-label">Fuel</legend>
      <div className="fuel-gauge">
        {FUEL_EIGHTHS.map((eighths) => {
          const id = `field-${name}-${eighths}`;
          return (
            <div key={eighths} className="fuel-segment">
              <input
                {...form.register(name)}
                type="radio"
                id={id}
                value={String(eighths)}
                className="btn-check"
              />
              <label htmlFor={id} className="btn btn-outline-primary">
                {fuelLabel(eighths)}
              </label>
            </div>
          );
        })}
      </div>
      <p id={hintId} className="form-text mb-0">
        As the gauge reads, in eighths of a tank (or of the charge).
      </p>
      {invalid && (
        <p id={errorId} className="invalid-feedback d-block mb-0">
          {error?.message}
        </p>
      )}
    </fieldset>
  );
}
