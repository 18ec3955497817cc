import { createContext, useContext } from 'react';

/** The query string of the address the server renders a page for ahead (entry-server.tsx). */
export const RenderedSearchContext = createContext('');

/**
 * A query parameter of the page's address, for the pages that run without the router (/join and
 * /login, decision 012). Their links load new pages, so the address never changes under them, and
 * a page rendered ahead is only served for the very address it was rendered for: hydration reads
 * in the browser what the server read from the context.
 */
export function useSearchParam(name: string): string | null {
  const renderedSearch = useContext(RenderedSearchContext);
  const search = typeof window === 'undefined' ? renderedSearch : window.location.search;
  return new URLSearchParams(search).get(name);
}
