import { UI_TIMINGS } from '@equicreators/shared';
import { toast } from 'sonner';
import { whenToasterMounted } from './toaster-demand';

/** Shows a toast once the toaster, loaded with the first one, is listening. */
function show(toastIt: () => void): void {
  void whenToasterMounted().then(toastIt);
}

/** Toasts with the spec's durations (§9): success 2 s, error 4 s. */
export const notify = {
  success(message: string, options: { durationMs?: number } = {}) {
    show(() => toast.success(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs }));
  },
  error(message: string) {
    show(() => toast.error(message, { duration: UI_TIMINGS.toastErrorMs }));
  },
  info(message: string, options: { durationMs?: number } = {}) {
    show(() => toast(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs }));
  },
};
