import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { BsFunnel } from 'react-icons/bs';

interface FilterBarProps {
  /** Names the search landmark for screen readers ("Filter users"). */
  label: string;
  /** How many filters are set: only then can they be cleared. */
  active: number;
  onClear: () => void;
  children: ReactNode;
}

/**
 * The filters above an admin table, as a search landmark. Each field applies itself (a select
 * at once, typing once it pauses or on Enter), so the form has nothing to submit. On phones the
 * fields fold away behind a button, so the rows stay in view; the button says how many are set.
 */
export function FilterBar({ label, active, onClear, children }: FilterBarProps) {
  const fieldsId = useId();
  const [open, setOpen] = useState(false);
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
        {children}
      </div>
      {active > 0 && (
        <Button variant="link" size="sm" className="filter-bar-clear" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
