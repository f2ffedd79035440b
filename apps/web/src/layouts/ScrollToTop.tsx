import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top, as with ordinary links; the router keeps the old offset. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
