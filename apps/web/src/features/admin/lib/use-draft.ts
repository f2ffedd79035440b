import { useCallback, useEffect, useEffectEvent, useState } from 'react';

interface DraftState {
  /** What the input shows: what was typed, or the address's value. */
  draft: string;
  /** What was last handed to `commit`. */
  committed: string;
  /** The value last seen from the address. */
  seen: string;
}

/**
 * A typed filter whose value lives in the address: the input shows what is typed at once, and
 * the address follows once typing pauses for `delayMs` (or at once, by `commitNow`), so a word
 * is one request rather than one a key. A change of the address that is not this input's own
 * commit arriving (Back, a shared link, "Clear filters") replaces the draft; its own commit
 * arriving keeps what has been typed since, so no key is lost on a slow phone (decision 030's
 * problem, for text). `valid` holds back a draft that would be refused.
 */
export function useDraft(
  value: string,
  commit: (value: string) => void,
  { delayMs, valid = () => true }: { delayMs: number; valid?: (draft: string) => boolean },
): [draft: string, change: (draft: string) => void, commitNow: () => void] {
  const [state, setState] = useState<DraftState>({ draft: value, committed: value, seen: value });
  let current = state;
  if (value !== state.seen) {
    current =
      value === state.committed
        ? { ...state, seen: value }
        : { draft: value, committed: value, seen: value };
    setState(current);
  }
  const { draft, committed } = current;

  const commitDraft = (next: string) => {
    if (next === committed || !valid(next)) return;
    setState((now) => ({ ...now, committed: next }));
    commit(next);
  };
  const hand = useEffectEvent(commitDraft);
  useEffect(() => {
    const pause = setTimeout(() => hand(draft), delayMs);
    return () => clearTimeout(pause);
  }, [draft, delayMs]);

  const change = useCallback((next: string) => setState((now) => ({ ...now, draft: next })), []);
  return [draft, change, () => commitDraft(draft)];
}
