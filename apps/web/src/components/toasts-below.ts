import { useCallback, useSyncExternalStore } from 'react';

/**
 * Marks the bar at the top of a layout that holds its menus (the user menu, the switch between
 * login and register): toasts appear below it, never over it.
 */
export const TOASTS_BELOW = { 'data-toasts-below': '' } as const;

const NO_SUBSCRIPTION = () => () => undefined;

/** How far down the screen the marked bars reach now, in CSS pixels (0 when none shows). */
function barsBottom(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll('[data-toasts-below]')) {
    bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
  }
  return bottom;
}

/** Anything that may move the bars' lower edge: a menu opening, a resize, a scroll. */
function subscribeToLayout(onChange: () => void): () => void {
  const observer = new ResizeObserver(onChange);
  observer.observe(document.body);
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', onChange);
  };
}

/**
 * Where toasts start: below the marked bars while `active` (toasts are shown), followed as the
 * layout moves; 0 on the server and while nothing is shown.
 */
export function useToastsTop(active: boolean): number {
  const subscribe = useCallback(
    (onChange: () => void) => (active ? subscribeToLayout(onChange) : NO_SUBSCRIPTION()),
    [active],
  );
  return useSyncExternalStore(
    subscribe,
    () => (active ? barsBottom() : 0),
    () => 0,
  );
}
