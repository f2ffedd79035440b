import type { Page } from '@keyturn/shared';
import type { MouseEvent } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import { pageWindow } from './page-window.ts';

interface PagerProps {
  /** The list's page as the API answered it; its number counts from zero. */
  page: Pick<Page<unknown>, 'number' | 'totalPages'>;
  onPageChange: (page: number) => void;
  /**
   * The address of each page, for a list whose page is in the address. Its pages are then
   * links: they work before the app has taken the server's HTML over, or without JavaScript,
   * and open in a new tab as links do.
   */
  hrefOf?: (page: number) => string;
  label?: string;
}

/** A click the app takes itself; one with a modifier key (a new tab, say) stays the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * First / previous / numbers / next / last (react-bootstrap names the arrows for screen
 * readers); hidden when everything fits on one page.
 */
export function Pager({ page: shown, onPageChange, hrefOf, label = 'Pages' }: PagerProps) {
  const { number: page, totalPages } = shown;
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const to = (target: number) => ({
    href: hrefOf?.(target),
    onClick: (event: MouseEvent) => {
      if (hrefOf && !plainClick(event)) return;
      event.preventDefault();
      if (target !== page && target >= 0 && target <= last) onPageChange(target);
    },
  });

  return (
    <nav aria-label={label} className="d-flex justify-content-center mt-4">
      <Pagination className="pager mb-0">
        <Pagination.First disabled={page === 0} {...to(0)} />
        <Pagination.Prev disabled={page === 0} {...to(page - 1)} />
        {pageWindow(page, totalPages).map((number) => (
          <Pagination.Item key={number} active={number === page} {...to(number)}>
            {number + 1}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page === last} {...to(page + 1)} />
        <Pagination.Last disabled={page === last} {...to(last)} />
      </Pagination>
    </nav>
  );
}
