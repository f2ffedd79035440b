import type { Page } from '@keyturn/shared';
import { useEffect, useEffectEvent } from 'react';

/**
 * The list's last page, when `answer` is an empty page past the list's end, or null. Such a
 * page is asked for by an old or shared link, or by going back to the last page after deleting
 * its only row; the list is not empty, only that page is.
 */
export function lastPageIfPastEnd(
  answer: Pick<Page<unknown>, 'number' | 'totalPages' | 'numberOfElements'>,
): number | null {
  const pastEnd = answer.numberOfElements === 0 && answer.number >= answer.totalPages;
  return pastEnd && answer.totalPages > 0 ? answer.totalPages - 1 : null;
}

/**
 * Moves a list shown past its end to its last page, in place (`goTo` replaces the address), so
 * that people see rows rather than a list that says it is empty. `answer` is the page the
 * server answered for the address, not one kept on screen while another loads. True while the
 * move is under way: the caller shows the list as loading, not as empty.
 */
export function usePageInRange(
  answer: Pick<Page<unknown>, 'number' | 'totalPages' | 'numberOfElements'> | undefined,
  goTo: (page: number) => void,
): boolean {
  const last = answer ? lastPageIfPastEnd(answer) : null;
  const moveTo = useEffectEvent(goTo);
  useEffect(() => {
    if (last !== null) moveTo(last);
  }, [last]);
  return last !== null;
}
