import { createContext, useContext } from 'react';

/**
 * True while a public reading page is rendered ahead on the server for the browser to show as
 * HTML with islands (docs/decisions/012): React never runs there in the browser, so a component
 * that depends on the visitor renders every visitor's variant and lets CSS pick one.
 */
export const StaticPageContext = createContext(false);

export function useIsStaticPage(): boolean {
  return useContext(StaticPageContext);
}
