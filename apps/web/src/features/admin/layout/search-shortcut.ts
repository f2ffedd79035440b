import { useEffect, type RefObject } from 'react';

/** The key that takes the office to its search box, as many sites' "/" does. */
export const SEARCH_SHORTCUT = '/';

/** Whether a key pressed here is someone typing: into a field, a select or editable text. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
    null
  );
}

/** On screen: not in the phone's closed menu (hidden, or invisible while it slides away). */
const shown = (field: HTMLElement) =>
  typeof field.checkVisibility !== 'function' ||
  field.checkVisibility({ visibilityProperty: true });

/**
 * "/" anywhere in the office, except while typing, focuses `input` (when it is on screen: on a
 * phone it waits in the closed menu).
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingIn(event.target)) return;
      const field = input.current;
      if (!field || !shown(field)) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
