import { useCallback, useSyncExternalStore } from 'react';

/**
 * Marks the bar at the top of a layout that holds its menus (the user menu, the switch between
 * login and register): toasts appear below it and below a dropdown open in it, never over them.
 */
export const TOASTS_BELOW = { 'data-toasts-below': '' } as const;

const NO_SUBSCRIPTION = () => () => undefined;

/** A bar, and a dropdown open in it (the user menu's), which hangs below the bar. */
const BARS = '[data-toasts-below], [data-toasts-below] .dropdown-menu.show';

/** How far down the screen the marked bars reach now, in CSS pixels (0 when none shows). */
function barsBottom(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll(BARS)) {
    bottom = Math.max(bottom, bar.getBoundingClientRect().bottom);
  }
  return bottom;
}

/**
 * Anything that may move the bars' lower edge: the page's size (the phone's menu opening), a
 * class (a dropdown opening, which changes no size), a scroll.
 */
function subscribeToLayout(onChange: () => void): () => void {
  const resizes = new ResizeObserver(onChange);
  resizes.observe(document.body);
  const classes = new MutationObserver(onChange);
  classes.observe(document.body, { subtree: true, attributeFilter: ['class'] });
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    resizes.disconnect();
    classes.disconnect();
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
