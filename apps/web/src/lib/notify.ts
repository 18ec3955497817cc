import { UI_TIMINGS } from '@equicreators/shared';
import { toast } from 'sonner';

/** Toasts with the spec's durations (§9): success 2 s, error 4 s. */
export const notify = {
  success(message: string, options: { durationMs?: number } = {}) {
    toast.success(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs });
  },
  error(message: string) {
    toast.error(message, { duration: UI_TIMINGS.toastErrorMs });
  },
  info(message: string, options: { durationMs?: number } = {}) {
    toast(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs });
  },
};
