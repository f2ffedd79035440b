import { FUEL_TYPES, TRANSMISSIONS } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectControl } from '../../components/SelectField.tsx';
import { formatMoney } from '../../lib/format.ts';
import { MAX_PRICE_CHOICES, MIN_SEAT_CHOICES, type SearchFilters } from './search-params.ts';

interface SearchFiltersProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

const ANY = '';

interface ChoiceChecksProps<T extends string> {
  legend: string;
  idPrefix: string;
  choices: readonly T[];
  chosen: readonly T[] | undefined;
  /** The choices ticked, in the choices' order; undefined when none is (no filter). */
  onChange: (chosen: T[] | undefined) => void;
}

/** A list filter: a box per choice, and vehicles with any choice ticked are kept. */
function ChoiceChecks<T extends string>({
  legend,
  idPrefix,
  choices,
  chosen = [],
  onChange,
}: ChoiceChecksProps<T>) {
  const toggle = (choice: T, ticked: boolean) => {
    const next = choices.filter((candidate) =>
      candidate === choice ? ticked : chosen.includes(candidate),
    );
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{legend}</legend>
      {choices.map((choice) => (
        <Form.Check
          key={choice}
          id={`${idPrefix}-${choice.toLowerCase()}`}
          label={choice}
          checked={chosen.includes(choice)}
          onChange={(event) => toggle(choice, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}

interface NumberChoiceProps {
  id: string;
  label: string;
  choices: readonly number[];
  choiceLabel: (choice: number) => string;
  chosen: number | undefined;
  /** The choice made; undefined for "Any" (no filter). */
  onChange: (chosen: number | undefined) => void;
}

/** A filter of one number out of a few, or Any. */
function NumberChoice({ id, label, choices, choiceLabel, chosen, onChange }: NumberChoiceProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <SelectControl
        value={chosen ?? ANY}
        onChange={(event) =>
          onChange(event.target.value === ANY ? undefined : Number(event.target.value))
        }
        placeholder="Any"
        options={choices.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
      />
    </Form.Group>
  );
}

/** The filters of a result list; each change applies at once. */
export function SearchFilterFields({ filters, onChange }: SearchFiltersProps) {
  const set = (change: Partial<SearchFilters>) => onChange({ ...filters, ...change });
  const active = Object.values(filters).some((value) => value !== undefined);

  return (
    <Form className="search-filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <ChoiceChecks
        legend="Transmission"
        idPrefix="filter-transmission"
        choices={TRANSMISSIONS}
        chosen={filters.transmission}
        onChange={(transmission) => set({ transmission })}
      />
      <ChoiceChecks
        legend="Fuel Type"
        idPrefix="filter-fuel"
        choices={FUEL_TYPES}
        chosen={filters.fuelType}
        onChange={(fuelType) => set({ fuelType })}
      />
      <NumberChoice
        id="filter-seats"
        label="Seats"
        choices={MIN_SEAT_CHOICES}
        choiceLabel={(seats) => `${seats} or more`}
        chosen={filters.minSeats}
        onChange={(minSeats) => set({ minSeats })}
      />
      <NumberChoice
        id="filter-price"
        label="Price per Hour"
        choices={MAX_PRICE_CHOICES}
        choiceLabel={(dollars) => `Up to ${formatMoney(dollars)}`}
        chosen={filters.maxPrice}
        onChange={(maxPrice) => set({ maxPrice })}
      />
      <Form.Check
        id="filter-air-conditioning"
        className="mb-3"
        label="Air conditioning"
        checked={filters.airConditioning === true}
        onChange={(event) => set({ airConditioning: event.target.checked || undefined })}
      />
      {active && (
        <Button variant="link" className="p-0" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Form>
  );
}
