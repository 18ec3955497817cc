import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';

export type LeaveDecisionInput = {
  hasUnsavedChanges: boolean;
  /** Set once the changes are saved: the way out that follows must not ask. */
  isLeaveAllowed: boolean;
  currentLocation: Pick<Location, 'pathname'>;
  nextLocation: Pick<Location, 'pathname'>;
};

/** Ask before leaving only with changes not yet saved, and only when the page itself would change. */
export function shouldAskBeforeLeaving(input: LeaveDecisionInput): boolean {
  return (
    input.hasUnsavedChanges && !input.isLeaveAllowed && input.currentLocation.pathname !== input.nextLocation.pathname
  );
}

/**
 * Guards a form's unsaved changes: an in-app navigation is held by React Router's blocker (the page
 * shows its own dialog), and closing or reloading the tab gets the browser's own question.
 * `allowLeaving()` lets the navigation after a successful save through.
 */
export function useUnsavedChanges(hasUnsavedChanges: boolean) {
  const isLeaveAllowedRef = useRef(false);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        shouldAskBeforeLeaving({
          hasUnsavedChanges,
          isLeaveAllowed: isLeaveAllowedRef.current,
          currentLocation,
          nextLocation,
        }),
      [hasUnsavedChanges],
    ),
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isLeaveAllowedRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasUnsavedChanges]);

  const allowLeaving = useCallback(() => {
    isLeaveAllowedRef.current = true;
  }, []);

  return { blocker, allowLeaving };
}
