import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the screen a part starts to load, so it is ready when scrolled to. */
const NEAR_VIEW_MARGIN = '200px';

/**
 * Renders `fallback` until the place comes near the screen, then `children`: for heavy parts
 * below the fold, which would otherwise keep a phone busy while the page is first shown. The
 * server renders the fallback too, so the browser takes its HTML over as it is.
 */
export function WhenNearView({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={place}>{near ? children : fallback}</div>;
}
