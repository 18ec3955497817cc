import { UI_TIMINGS } from '@equicreators/shared';
import { lazy, Suspense, useEffect } from 'react';
import { reportToasterMounted, useIsToasterRequested } from '@/lib/toast/toaster-demand';

// Toasts only follow an action, so their code loads with the first one (lib/toast/toaster-demand.ts).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Toasts top-right, at most 20 held (spec §9). */
export function LazyToaster() {
  const isRequested = useIsToasterRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" visibleToasts={UI_TIMINGS.maxToasts} richColors closeButton />
      <MountedSignal />
    </Suspense>
  );
}

/** Its effect runs after the Toaster's own (an earlier sibling's), so the Toaster already listens. */
function MountedSignal() {
  useEffect(reportToasterMounted, []);
  return null;
}
