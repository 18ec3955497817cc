import { UI_TIMINGS } from '@equicreators/shared';
import { lazy, Suspense } from 'react';

// Toasts only follow an action, never the first paint, so their code loads on its own.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Toasts top-right, at most 20 held (spec §9). */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" visibleToasts={UI_TIMINGS.maxToasts} richColors closeButton />
    </Suspense>
  );
}
