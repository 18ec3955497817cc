import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/http/error-message';
import { Button } from './button';

/** A failure about a whole form or page (not one field), announced as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

export type LoadFailureProps = {
  /** What did not load, as a sentence ('We could not load the campaigns.'); the server's reason follows. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  retryLabel?: 'Retry' | 'Try again';
};

/** Something a screen reads did not load: what, the server's reason, and a way to try again. */
export function LoadFailure({ title, error, onRetry, retryLabel = 'Retry' }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5"
    >
      <p className="text-sm text-red-800">
        {title && <span className="font-semibold">{title} </span>}
        {errorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
