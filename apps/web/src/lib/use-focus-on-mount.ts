import { useEffect, useRef } from 'react';

/**
 * A ref for an element (with `tabIndex={-1}`) that takes the focus when it appears: the
 * outcome of a step whose button went away, or was disabled while the step ran, which took the
 * focus from it. A screen reader reads the outcome; Tab goes on from there.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
