import { useEffect } from 'react';

/**
 * Names the browser's tab (and its history entry, and what a screen reader announces on
 * arrival) after the page shown, until it goes: then the name before comes back.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
