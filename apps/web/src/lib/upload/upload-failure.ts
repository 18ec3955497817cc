import type { FieldIssue } from '@equicreators/shared';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';

export type UploadFailureHandlers = {
  /** The server refused some fields: place each beside its field. */
  onFields: (issues: FieldIssue[]) => void;
  /** The server refused a file while the form streamed in (too large, wrong kind): about the files. */
  onFileRefused: (message: string) => void;
  /** Anything else, with the sentence to show. */
  onOther: (message: string) => void;
};

/**
 * Sends a failed multipart form submit to the part of the form it is about. A 401 goes nowhere: the
 * API client has already sent the browser to /login.
 */
export function routeUploadFailure(error: unknown, handlers: UploadFailureHandlers): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && error.fields.length > 0) {
    handlers.onFields(error.fields);
    return;
  }
  // The multipart reader answers these while the form streams in, so they can only be about a file.
  if (error instanceof ApiError && (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')) {
    handlers.onFileRefused(error.message);
    return;
  }
  handlers.onOther(errorMessage(error));
}
