import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http/error-message';

export type ProfileLoadFailureProps = { error: unknown; onRetry: () => void };

/** The creator's own profile did not load: the server's reason and a way to try again. */
export function ProfileLoadFailure({ error, onRetry }: ProfileLoadFailureProps) {
  return (
    <section
      role="alert"
      aria-label="Your profile did not load"
      className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-6"
    >
      <h2 className="text-xl text-red-900">We could not load your profile.</h2>
      <p className="text-sm text-red-800">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
