import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http/error-message';

export type ListFailureProps = {
  /** What could not be loaded, as a sentence: 'We could not load the campaigns.' */
  headline: string;
  error: unknown;
  onRetry: () => void;
};

/** A campaign list that failed to load: what failed, the server's reason, and a way to try again. */
export function ListFailure({ headline, error, onRetry }: ListFailureProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5"
    >
      <p className="text-sm text-red-800">
        <span className="font-semibold">{headline}</span> {errorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
