import { useCallback, type RefCallback } from 'react';
import type { IslandOptions } from '@/islands/island-names';
import { mountIslands } from '@/islands/mount-islands';

// The app's own toaster, loaded with its first toast (lib/toast/notify.ts, decision 006).
const APP_ISLAND_OPTIONS: IslandOptions = {
  showToast: (message) => void import('@/lib/toast/notify').then(({ notify }) => notify.success(message)),
};

/**
 * Mounts the islands under an element the app renders (the footer's subscribe form in every
 * layout, and a public page's parts where the app renders one itself: the development server, or
 * a server whose pages could not be rendered ahead). One behaviour per island, in the app and on a
 * page rendered ahead alike (docs/decisions/012). Unmounted when the element goes.
 */
export function useIslands(): RefCallback<HTMLElement> {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    return mountIslands(element, APP_ISLAND_OPTIONS);
  }, []);
}
