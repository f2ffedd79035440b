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
const chosen = <T extends string>(event: ChangeEvent<HTMLSelectElement>) =>
  event.target.value === ANY ? undefined : (event.target.value as T);

const numberChosen = (event: ChangeEvent<HTMLSelectElement>) => {
  const value = chosen(event);
  return value === undefined ? undefined : Number(value);
};

/** The filters of a result list; each change applies at once. */
export function SearchFilterFields({ filters, onChange }: SearchFiltersProps) {
  const set = (change: Partial<SearchFilters>) => onChange({ ...filters, ...change });
  const active = Object.values(filters).some((value) => value !== undefined);

  return (
    <Form className="search-filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <Form.Group className="mb-3" controlId="filter-transmission">
        <Form.Label>Transmission</Form.Label>
        <Form.Select
          value={filters.transmission ?? ANY}
          onChange={(event) => set({ transmission: chosen(event) })}
        >
          <option value={ANY}>Any</option>
          {TRANSMISSIONS.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="filter-fuel">
        <Form.Label>Fuel Type</Form.Label>
        <Form.Select
          value={filters.fuelType ?? ANY}
          onChange={(event) => set({ fuelType: chosen(event) })}
        >
          <option value={ANY}>Any</option>
          {FUEL_TYPES.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </Form.Select>
      </Form.Group>
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
