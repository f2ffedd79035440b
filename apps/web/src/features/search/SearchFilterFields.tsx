import { FUEL_TYPES, TRANSMISSIONS } from '@keyturn/shared';
import type { ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatMoney } from '../../lib/format.ts';
import { MAX_PRICE_CHOICES, MIN_SEAT_CHOICES, type SearchFilters } from './search-params.ts';

interface SearchFiltersProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

const ANY = '';

/** A select's value back to a filter: the "Any" choice leaves the filter out. */
const numberChosen = (event: ChangeEvent<HTMLSelectElement>) =>
  event.target.value === ANY ? undefined : Number(event.target.value);

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
      <Form.Group className="mb-3" controlId="filter-seats">
        <Form.Label>Seats</Form.Label>
        <Form.Select
          value={filters.minSeats ?? ANY}
          onChange={(event) => set({ minSeats: numberChosen(event) })}
        >
          <option value={ANY}>Any</option>
          {MIN_SEAT_CHOICES.map((seats) => (
            <option key={seats} value={seats}>
              {seats} or more
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="filter-price">
        <Form.Label>Price per Hour</Form.Label>
        <Form.Select
          value={filters.maxPrice ?? ANY}
          onChange={(event) => set({ maxPrice: numberChosen(event) })}
        >
          <option value={ANY}>Any</option>
          {MAX_PRICE_CHOICES.map((dollars) => (
            <option key={dollars} value={dollars}>
              Up to {formatMoney(dollars)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
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
