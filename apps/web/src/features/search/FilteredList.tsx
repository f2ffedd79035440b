import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SearchFilterFields } from './SearchFilterFields.tsx';
import { isFiltered, type SearchFilters, type SearchSort } from './search-params.ts';
import { SortSelect } from './SortSelect.tsx';

interface FilteredListProps {
  filters: SearchFilters;
  onFiltersChange: (filters: SearchFilters) => void;
  /** The order the address names; absent, `defaultSort`. */
  sort: SearchSort | undefined;
  defaultSort: SearchSort;
  /** The order chosen, or undefined for the list's default (which the address leaves out). */
  onSortChange: (sort: SearchSort | undefined) => void;
  /** Beside the order: how many vehicles the list holds, once it is known. */
  count: ReactNode;
  /** The list itself, or what stands in its place (loading, empty, failed). */
  children: ReactNode;
}

/**
 * A vehicle list with its filters beside it (behind "Show filters" on a phone) and its order
 * above it: the catalogue and a search's results alike.
 */
export function FilteredList({
  filters,
  onFiltersChange,
  sort,
  defaultSort,
  onSortChange,
  count,
  children,
}: FilteredListProps) {
  const [filtersShown, setFiltersShown] = useState(false);
  return (
    <Row className="g-4 mt-1">
      <Col lg={3}>
        {/* The filters are many stops of the keyboard: this one passes them all. */}
        <a className="visually-hidden-focusable results-skip-link" href="#search-results">
          Skip to the results
        </a>
        <Button
          variant="outline-primary"
          className="search-filters-toggle w-100 d-lg-none"
          aria-expanded={filtersShown}
          aria-controls="search-filters"
          onClick={() => setFiltersShown(!filtersShown)}
        >
          {filtersShown ? 'Hide filters' : 'Show filters'}
          {isFiltered(filters) && ' (on)'}
        </Button>
        <div id="search-filters" className={filtersShown ? 'mt-3' : 'd-none d-lg-block'}>
          <SearchFilterFields filters={filters} onChange={onFiltersChange} />
        </div>
      </Col>
      <Col lg={9}>
        <div className="search-toolbar">
          <p className="text-secondary mb-0" aria-live="polite">
            {count}
          </p>
          <SortSelect
            value={sort ?? defaultSort}
            onChange={(chosen) => onSortChange(chosen === defaultSort ? undefined : chosen)}
          />
        </div>
        <div id="search-results" tabIndex={-1} className="search-results-start">
          {children}
        </div>
      </Col>
    </Row>
  );
}
