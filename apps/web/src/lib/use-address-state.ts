import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** How a page's state is read from its address's query and written back into it. */
export interface AddressCodec<T> {
  read(query: URLSearchParams): T;
  write(value: T): URLSearchParams;
}

export interface AddressWrite {
  /** Take the current history entry's place (a filter, a typed date) instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (the change is made on the page the person is looking at). */
  preventScrollReset?: boolean;
}

/**
 * A new state, or how to make it from the latest one: a change made from an older render (a
 * debounced input's) then builds on the changes made since instead of undoing them.
 */
export type AddressUpdate<T> = T | ((latest: T) => T);

/** A write on its way: the query it was made from, the one it asks for, and its value. */
interface Write<T> {
  from: string;
  to: string;
  value: T;
}

/**
 * State kept in the page's address (its query), so that a reload, a shared link, Back and the
 * way back from another page keep it: the one way every page keeps such state.
 *
 * The router takes a new address a frame or more after it is asked to (much later on a busy
 * phone), and a person may change the state again meanwhile (a date typed key by key writes
 * at every key). So what was written last is what shows until the address has caught up with
 * every write; an address arriving from one of those writes is no news, while any other
 * address (Back, a link, another control's navigation) replaces the state at once and drops
 * the writes still on their way (decision 030).
 *
 * The codec must be stable between renders (a module constant, or memoised).
 */
export function useAddressState<T>(
  codec: AddressCodec<T>,
): [state: T, write: (next: AddressUpdate<T>, how?: AddressWrite) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const here = useMemo(() => new URLSearchParams(search).toString(), [search]);
  const inAddress = useMemo(() => codec.read(new URLSearchParams(search)), [codec, search]);
  const [writes, setWrites] = useState<readonly Write<T>[]>([]);

  // Settled during render (React's pattern for state that follows a prop), so that no frame
  // shows a stale value.
  const pending = stillOnTheirWay(writes, here);
  if (pending !== writes) setWrites(pending);

  const state = pending.length > 0 ? pending[pending.length - 1]!.value : inAddress;
  // The latest state and query, the writes' included, for writes made before the next render.
  const latest = useRef({ state, query: here });
  const query = pending.at(-1)?.to ?? here;
  useLayoutEffect(() => {
    latest.current = { state, query };
  }, [state, query]);

  const write = useCallback(
    (next: AddressUpdate<T>, how: AddressWrite = {}) => {
      const from = latest.current;
      const value = next instanceof Function ? next(from.state) : next;
      const to = codec.write(value).toString();
      if (to === from.query) return;
      latest.current = { state: value, query: to };
      setWrites((list) => [...list, { from: from.query, to, value }]);
      void navigate({ search: to ? `?${to}` : '' }, how);
    },
    [codec, navigate],
  );

  return [state, write];
}

/** The writes the address `here` has not yet caught up with: none when it came from elsewhere. */
function stillOnTheirWay<T>(writes: readonly Write<T>[], here: string): readonly Write<T>[] {
  if (writes.length === 0) return writes;
  const arrived = writes.findLastIndex((write) => write.to === here);
  if (arrived !== -1) return writes.slice(arrived + 1);
  // Not one of ours, and not the address the first was made from: someone else moved it.
  return writes[0]!.from === here ? writes : [];
}
