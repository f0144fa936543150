import { useEffect } from 'react';

/**
 * Names the tab while the page shows: the guest's pages set `document.title` themselves rather
 * than render a <title> (React 19 moves one into <head>; Preact, which renders the guest's pages
 * in production, docs/decisions/053, does not). `null` leaves the title as it is.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
