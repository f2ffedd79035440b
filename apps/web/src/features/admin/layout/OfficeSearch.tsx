import {
  OFFICE_SEARCH_KIND_LABELS,
  OFFICE_SEARCH_KINDS,
  OFFICE_SEARCH_MAX_LENGTH,
  type OfficeSearchHit,
  type OfficeSearchKind,
} from '@keyturn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { IconType } from 'react-icons';
import { BsCalendarCheck, BsCarFront, BsPerson, BsSearch } from 'react-icons/bs';
import { useNavigate } from 'react-router';
import { officeSearchQuery } from './office-search-api.ts';
import { useSearchShortcut } from './search-shortcut.ts';

/** The server is asked once typing pauses this long, not at every key. */
export const SEARCH_PAUSE_MS = 250;

const ICONS: Record<OfficeSearchKind, IconType> = {
  reservation: BsCalendarCheck,
  customer: BsPerson,
  vehicle: BsCarFront,
};

const HINT = "A reservation's number, a customer's name, email or phone, a car's model or plate.";

interface Group {
  kind: OfficeSearchKind;
  /** Each hit with its place among all the options, which the arrow keys move through. */
  hits: { hit: OfficeSearchHit; index: number }[];
}

/** The hits by kind, in the kinds' order: the options as they are shown and walked. */
function groupsOf(hits: readonly OfficeSearchHit[]): {
  groups: Group[];
  options: OfficeSearchHit[];
} {
  const options: OfficeSearchHit[] = [];
  const groups: Group[] = [];
  for (const kind of OFFICE_SEARCH_KINDS) {
    const ofKind = hits.filter((hit) => hit.kind === kind);
    if (ofKind.length === 0) continue;
    groups.push({
      kind,
      hits: ofKind.map((hit) => ({ hit, index: options.push(hit) - 1 })),
    });
  }
  return { groups, options };
}

const resultsAnnounced = (count: number) =>
  count === 0 ? 'Nothing found.' : `${count} ${count === 1 ? 'result' : 'results'}.`;

interface OfficeSearchProps {
  /** Called once a hit's page is opened (the phone's menu closes). */
  onNavigate?: () => void;
}

/**
 * The office's search box (decision 073): a combobox whose list shows the hits grouped by kind
 * as typing pauses; the arrow keys and Enter, or a click, open one; Escape closes the list,
 * then clears the box. "/" anywhere else in the office comes here.
 */
export function OfficeSearch({ onNavigate }: OfficeSearchProps) {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<{ top: number; left: number }>();
  useSearchShortcut(input);

  useEffect(() => {
    const pause = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typed]);

  const wanted = typed.trim();
  const found = useQuery({
    ...officeSearchQuery(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const { groups, options } = groupsOf(wanted === '' ? [] : (found.data ?? []));
  const settled = search === wanted && !found.isFetching && !found.isPlaceholderData;
  const expanded = open && options.length > 0;
  // Fewer hits than before leave no option where the last one was.
  const current = Math.min(active, options.length - 1);
  let message: string | undefined;
  if (wanted === '') message = HINT;
  else if (settled && found.isError) message = 'The search failed. Please try again.';
  else if (settled && options.length === 0) message = `Nothing found for “${search}”.`;
  else if (options.length === 0) message = 'Searching…';
  const panelShown = open && (expanded || message !== undefined);

  // Beside the sidebar on a wide screen, the panel is placed where the box is (the sidebar
  // scrolls, so its overflow would cut a panel wider than itself): kept there while it shows.
  useLayoutEffect(() => {
    if (!panelShown) return;
    const follow = () => {
      const rect = box.current?.getBoundingClientRect();
      if (rect) setPlace({ top: rect.bottom, left: rect.left });
    };
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [panelShown]);

  const go = (hit: OfficeSearchHit) => {
    setTyped('');
    setSearch('');
    setOpen(false);
    input.current?.blur();
    onNavigate?.();
    void navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded) go(options[current]!);
    } else if (event.key === 'Escape') {
      if (panelShown) {
        event.preventDefault();
        setOpen(false);
      } else if (typed !== '') {
        event.preventDefault();
        setTyped('');
      }
    }
  };

  const placed =
    place &&
    ({ '--panel-top': `${place.top}px`, '--panel-left': `${place.left}px` } as CSSProperties);

  return (
    <div className="office-search" ref={box}>
      <label htmlFor={id} className="visually-hidden">
        Search the office
      </label>
      <BsSearch aria-hidden="true" className="office-search-icon" />
      <input
        ref={input}
        id={id}
        type="search"
        role="combobox"
        className="form-control office-search-input"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        maxLength={OFFICE_SEARCH_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${current}` : undefined}
        aria-keyshortcuts="/"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {typed === '' && (
        <kbd className="office-search-key" aria-hidden="true">
          /
        </kbd>
      )}
      <div className="office-search-panel" hidden={!panelShown} style={placed}>
        <div id={listId} role="listbox" aria-label="Search results" hidden={!expanded}>
          {groups.map((group) => (
            <ul
              key={group.kind}
              role="group"
              aria-labelledby={`${listId}-${group.kind}`}
              className="office-search-group"
            >
              <li role="presentation" id={`${listId}-${group.kind}`} className="office-search-kind">
                {OFFICE_SEARCH_KIND_LABELS[group.kind]}
              </li>
              {group.hits.map(({ hit, index }) => {
                const Icon = ICONS[hit.kind];
                return (
                  <li
                    key={`${hit.kind}-${hit.id}`}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={index === current}
                    className={`office-search-hit ${index === current ? 'active' : ''}`}
                    // Before the box's blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => go(hit)}
                  >
                    <Icon aria-hidden="true" className="office-search-hit-icon" />
                    <span className="min-w-0">
                      <span className="office-search-hit-title">{hit.title}</span>
                      <span className="office-search-hit-detail">{hit.detail}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        {message && !expanded && <p className="office-search-message">{message}</p>}
      </div>
      <span role="status" className="visually-hidden">
        {open && wanted !== '' && settled && !found.isError ? resultsAnnounced(options.length) : ''}
      </span>
    </div>
  );
}
