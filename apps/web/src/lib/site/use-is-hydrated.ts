import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates a page the server rendered, true from the next render on. A form
 * rendered ahead stays disabled until then, so a click or a keystroke that comes before its
 * handlers exist is not silently lost (or, for a login form, sent by the browser itself).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
