import type { SiteConfig } from '@equicreators/shared';
import { createContext, useContext } from 'react';

/** The meta tag the server writes into every page with its site configuration. */
export const SITE_CONFIG_META_NAME = 'equicreators-site-config';

export const SiteConfigContext = createContext<SiteConfig | null>(null);

/** External links and contact addresses; null only for a moment in development. */
export function useSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}

/** Reads the configuration the server put in the page, if it did. */
export function readSiteConfigFromPage(): SiteConfig | null {
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`)?.getAttribute('content');
  return content ? (JSON.parse(content) as SiteConfig) : null;
}
