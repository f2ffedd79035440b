import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { SelectControl } from '../../../components/SelectField.tsx';
import { useDraft } from '../lib/use-draft.ts';
import { useFilter } from './filter-context.ts';

/** How long typing may pause before a typed filter applies. */
const TYPING_PAUSE_MS = 300;
/** A date input changes at each digit of its year: it applies once they are all in. */
const DATE_PAUSE_MS = 600;

interface FilterFieldProps {
  /** The filter's name in the address and in its bar's filters. */
  name: string;
  label: string;
}

/** A filter's label above its control. */
function FilterGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Form.Group controlId={id} className="filter-field">
      <Form.Label>{label}</Form.Label>
      {children}
    </Form.Group>
  );
}

/** The props of an input that edits a draft: it applies on Enter and on leaving the field. */
function draftInputProps([draft, change, apply]: ReturnType<typeof useDraft>) {
  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(event.target.value),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') apply();
    },
    onBlur: apply,
  };
}

/** Words to search for: applies once typing pauses, on Enter, or on leaving the field. */
export function TextFilter({
  name,
  label,
  placeholder,
}: FilterFieldProps & { placeholder?: string }) {
  const { id, value, onChange } = useFilter(name);
  const draft = useDraft(value, onChange, { delayMs: TYPING_PAUSE_MS });
  return (
    <FilterGroup id={id} label={label}>
      <Form.Control
        type="search"
        size="sm"
        placeholder={placeholder}
        autoComplete="off"
        {...draftInputProps(draft)}
      />
    </FilterGroup>
  );
}

interface SelectFilterProps extends FilterFieldProps {
  /** The first choice, which sets no filter ("Any status"). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** One choice of a list, applied at once. */
export function SelectFilter({ name, label, anyLabel, options }: SelectFilterProps) {
  const { id, value, onChange } = useFilter(name);
  return (
    <FilterGroup id={id} label={label}>
      <SelectControl
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
        placeholder={anyLabel}
      />
    </FilterGroup>
  );
}

interface DateFilterProps extends FilterFieldProps {
  /** Why a day cannot be applied (a range the wrong way round), or undefined. */
  problem?: (day: string) => string | undefined;
}

/** A calendar day (YYYY-MM-DD); a day with a problem shows it and is not applied. */
export function DateFilter({ name, label, problem }: DateFilterProps) {
  const { id, value, onChange } = useFilter(name);
  const draft = useDraft(value, onChange, {
    delayMs: DATE_PAUSE_MS,
    valid: (day) => !problem?.(day),
  });
  const reason = problem?.(draft[0]);
  const errorId = `${id}-error`;
  return (
    <FilterGroup id={id} label={label}>
      <Form.Control
        type="date"
        size="sm"
        isInvalid={reason !== undefined}
        aria-invalid={reason !== undefined}
        aria-describedby={reason ? errorId : undefined}
        {...draftInputProps(draft)}
      />
      {reason && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {reason}
        </Form.Control.Feedback>
      )}
    </FilterGroup>
  );
}
