import { PRODUCT } from '@equicreators/shared';
import { useEffect } from 'react';

/** The document title for a screen: 'About Us · EquiCreators', or the product and tagline. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${PRODUCT.name}` : `${PRODUCT.name} · ${PRODUCT.tagline}`;
}

/**
 * Sets the title (and, for public pages, the meta description) when a screen opens in the
 * browser; the server writes the same into pages it renders.
 */
export function usePageMeta({ title, description }: { title: string | null; description?: string }): void {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
