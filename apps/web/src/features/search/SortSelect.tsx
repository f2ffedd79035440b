import Form from 'react-bootstrap/Form';
import { SEARCH_SORTS, type SearchSort } from './search-params.ts';

interface SortSelectProps {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}

/** The order of a vehicle list, one of the orders every list offers. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <Form.Group controlId="search-sort" className="search-sort">
      <Form.Label className="mb-0">Sort</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {Object.entries(SEARCH_SORTS).map(([sort, { label }]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
