import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Renders `fallback` on the server and in the browser's first render, which must match the
 * server's HTML, and `children` from the next render on: for parts that depend on the visitor
 * (their login, today's date) or that only work in a browser. While a lazy child's code is on
 * its way the fallback stays too.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
