import { useId, useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { BsFunnel } from 'react-icons/bs';
import type { ListFilters } from '../lib/list-filters.ts';
import { FilterContext } from './filter-context.ts';

interface FilterBarProps<F extends string> {
  /** Names the search landmark for screen readers ("Filter users"). */
  label: string;
  /** The list's name, for its fields' ids ('users' gives 'filter-users-role'). */
  list: string;
  /** The filters set, as the address holds them: the fields inside show and change them. */
  filters: ListFilters<F>;
  onChange: (change: ListFilters<F>) => void;
  children: ReactNode;
}

/**
 * The filters above an admin table, as a search landmark. Each field applies itself (a select
 * at once, typing once it pauses or on Enter), so the form has nothing to submit. On phones the
 * fields fold away behind a button, so the rows stay in view; the button says how many are set.
 */
export function FilterBar<F extends string>({
  label,
  list,
  filters,
  onChange,
  children,
}: FilterBarProps<F>) {
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
  const scope = useMemo(
    () => ({ idPrefix: `filter-${list}`, filters, onChange }),
    [list, filters, onChange],
  );
  const active = Object.keys(filters).length;
  const clear = () =>
    onChange(Object.fromEntries(Object.keys(filters).map((name) => [name, ''])) as ListFilters<F>);
  return (
    <form
      role="search"
      aria-label={label}
      className="filter-bar card-surface"
      onSubmit={(event) => event.preventDefault()}
    >
      <Button
        variant="outline-primary"
        size="sm"
        className="filter-bar-toggle d-md-none"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen(!open)}
      >
        <BsFunnel aria-hidden="true" className="me-2" />
        Filters{active > 0 && ` (${active} set)`}
      </Button>
      <div id={fieldsId} className={`filter-bar-fields ${open ? 'is-open' : ''}`}>
        <FilterContext value={scope}>{children}</FilterContext>
      </div>
      {active > 0 && (
        <Button variant="link" size="sm" className="filter-bar-clear" onClick={clear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
