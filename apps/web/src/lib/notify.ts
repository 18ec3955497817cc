import { UI_TIMINGS } from '@equicreators/shared';
import { toast } from 'sonner';
import { whenToasterMounted } from './toaster-demand';

/** Toasts with the spec's durations (§9): success 2 s, error 4 s. */
export const notify = {
  success(message: string, options: { durationMs?: number } = {}) {
    void whenToasterMounted().then(() =>
      toast.success(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs }),
    );
  },
  error(message: string) {
    void whenToasterMounted().then(() => toast.error(message, { duration: UI_TIMINGS.toastErrorMs }));
  },
  info(message: string, options: { durationMs?: number } = {}) {
    void whenToasterMounted().then(() => toast(message, { duration: options.durationMs ?? UI_TIMINGS.toastSuccessMs }));
  },
};
