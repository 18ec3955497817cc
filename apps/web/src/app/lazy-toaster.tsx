import { UI_TIMINGS } from '@equicreators/shared';
import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { reportToasterMounted, useIsToasterRequested } from '@/lib/toast/toaster-demand';

// Toasts only follow an action, so their code loads with the first one (lib/toast/toaster-demand.ts).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// Sonner's own variables, set from the toast tokens (styles/index.css) the reading pages' toast uses too.
const TOAST_TOKENS = {
  '--success-bg': 'var(--color-toast-success-bg)',
  '--success-border': 'var(--color-toast-success-border)',
  '--success-text': 'var(--color-toast-success)',
  '--border-radius': 'var(--radius-toast)',
} as CSSProperties;

/** Toasts top-right, at most 20 held (spec §9). */
export function LazyToaster() {
  const isRequested = useIsToasterRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" visibleToasts={UI_TIMINGS.maxToasts} richColors closeButton style={TOAST_TOKENS} />
      <MountedSignal />
    </Suspense>
  );
}

/** Its effect runs after the Toaster's own (an earlier sibling's), so the Toaster already listens. */
function MountedSignal() {
  useEffect(reportToasterMounted, []);
  return null;
}
