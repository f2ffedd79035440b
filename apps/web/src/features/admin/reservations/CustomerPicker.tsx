import type { User } from '@keyturn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { userSearchQuery } from '../users/index.ts';

interface CustomerPickerProps {
  value: User | null;
  onChange: (user: User | null) => void;
  /** Shown under the field (a customer is required). */
  error?: string;
  /** The label is read out but not shown: a heading above already says "Customer". */
  labelHidden?: boolean;
}

/** The server is asked once typing pauses this long, not at every key. */
const SEARCH_PAUSE_MS = 250;

const customerLabel = (user: User) => `${user.firstName} ${user.lastName} (${user.email})`;

/**
 * A search field for the customer: typing words of a name or email lists who matches (the
 * server searches); arrow keys and Enter, or a click, pick one. Typing again drops the pick
 * until another is made.
 */
export function CustomerPicker({
  value,
  onChange,
  error,
  labelHidden = false,
}: CustomerPickerProps) {
  const id = useId();
  const listId = `${id}-options`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const pause = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typed]);

  const found = useQuery({
    ...userSearchQuery(search),
    enabled: search !== '' && value === null,
    placeholderData: keepPreviousData,
  });
  const matches = value === null && typed.trim() !== '' ? (found.data?.content ?? []) : [];
  const expanded = open && matches.length > 0;
  const settled = search === typed.trim() && found.isSuccess && !found.isPlaceholderData;
  const noMatch = open && value === null && search !== '' && settled && matches.length === 0;

  const pick = (user: User) => {
    onChange(user);
    setTyped(customerLabel(user));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(matches[active] ?? matches[0]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Form.Group className="mb-3 customer-picker">
      <Form.Label htmlFor={id} visuallyHidden={labelHidden}>
        Customer
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Type a name or email"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        isInvalid={Boolean(error)}
        isValid={value !== null}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching customers"
        className="customer-options"
        hidden={!expanded}
      >
        {matches.map((user, index) => (
          <li
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(user);
            }}
          >
            <span className="d-block fw-semibold">
              {user.firstName} {user.lastName}
            </span>
            <span className="d-block small text-secondary text-break">{user.email}</span>
          </li>
        ))}
      </ul>
      {noMatch && <Form.Text>No customer matches “{search}”.</Form.Text>}
      {found.isError && (
        <Form.Text>The customers could not be searched. Please try again.</Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
