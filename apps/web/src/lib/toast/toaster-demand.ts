import { useSyncExternalStore } from 'react';

/**
 * The toaster's code loads when the first toast is asked for, not with every page: a visitor
 * who only reads never downloads it. `notify` asks for it and waits until it listens.
 */
let isRequested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the toaster and resolves once it is mounted and listening. */
export function whenToasterMounted(): Promise<void> {
  if (!isRequested) {
    isRequested = true;
    listeners.forEach((listener) => listener());
  }
  return mounted;
}

/** Called by the toaster once it is mounted. */
export function reportToasterMounted(): void {
  markMounted();
}

/** True once a toast has been asked for. */
export function useIsToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isRequested,
    () => false,
  );
}
