import { createContext, useContext } from 'react';

/**
 * Where a page rendered on the server (entry-server.tsx) says its HTTP status, so that the
 * server answers with it: the not-found page is a 404, whichever way it was reached. Absent in
 * the browser, which has no use for it.
 */
export const PageStatusContext = createContext<((status: number) => void) | null>(null);

/** Gives the page being rendered on the server this HTTP status (a no-op in the browser). */
export function usePageStatus(status: number): void {
  // During the render, not in an effect: the server runs no effects.
  useContext(PageStatusContext)?.(status);
}
