import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';

/**
 * Shows why the server refused a registration: field problems go under their fields (and the
 * wizard moves to that step); the code message becomes the spec's toast; anything else is toasted.
 */
export function reportRegistrationError(
  error: unknown,
  {
    setFieldError,
    showField,
    toastFor,
  }: {
    setFieldError: (field: string, message: string) => void;
    showField: (field: string) => void;
    /** Spec §8 wording for server messages, e.g. 'Invalid authentication code' → '… Please try again.' */
    toastFor: Record<string, string>;
  },
): void {
  if (!(error instanceof ApiError)) {
    notify.error('Something went wrong. Please try again.');
    return;
  }
  for (const { field, message } of error.fields) setFieldError(field, message);
  const first = error.fields[0];
  if (first) showField(first.field);
  notify.error(toastFor[error.message] ?? error.message);
}
