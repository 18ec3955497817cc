import type { PageData } from '@equicreators/shared';
import { createContext, useContext } from 'react';

/**
 * What the server read from the database for a page it renders ahead (the home page's featured
 * creators), rendered into its HTML; null where the app renders the page itself.
 */
export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}
