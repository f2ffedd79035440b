/**
 * Scrolls a part of the page (an element with an id and `tabindex="-1"`) to the top of the
 * screen, below the sticky header (its `scroll-margin-top`, `.below-header` in the styles), and
 * moves the focus there, so that Tab goes on from it. Smoothly, unless the visitor asks for
 * less motion.
 */
export function bringIntoView(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
