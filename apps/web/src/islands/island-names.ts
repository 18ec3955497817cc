/**
 * The interactive parts of the public reading pages (docs/decisions/012). A component rendered on
 * the server marks an element with one of these names; in the browser, mount-islands.ts gives the
 * element its behaviour in plain DOM code, without React.
 */
export const ISLAND_NAMES = ['menu', 'subscribe', 'video', 'join-link', 'club-join'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export type IslandOptions = {
  /** Shows a success toast: the page's own small toaster, or the app's when the app renders the page. */
  showToast: (message: string) => void;
};

/** Gives an element its behaviour and answers how to take it away again. */
export type Island = (element: HTMLElement, options: IslandOptions) => () => void;

/** The attribute that gives a rendered element its island. */
export function islandAttributes(name: IslandName): { 'data-island': IslandName } {
  return { 'data-island': name };
}
