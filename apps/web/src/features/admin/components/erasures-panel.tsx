import type { AdminErasure } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useErasures } from '../api/list-erasures';
import { DateText } from './date-text';

/**
 * The erasures admins made on request (issue 34), newest first: who, why and when. It names the
 * erased account by its id only: nothing personal about them is kept.
 */
export function ErasuresPanel() {
  const query = useErasures();
  return (
    <section aria-label="Erasures on request">
      {query.isPending ? (
        <div className="flex flex-col gap-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-28 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailure title="We could not load the erasures." error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No erasures on request yet"
          description="An account erased with 'Erase on request' is recorded here, with the reason."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {query.data.items.map((erasure) => (
            <li key={erasure._id}>
              <ErasureCard erasure={erasure} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ErasureCard({ erasure }: { erasure: AdminErasure }) {
  const isErased = erasure.state === 'erased';
  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-lg break-all">Account {erasure.accountId}</h3>
          <p className="text-sm text-ink-muted">By {erasure.adminEmail ?? 'an admin no longer here'}</p>
        </div>
        <p className="shrink-0 text-sm text-ink-muted">
          <DateText value={erasure.requestedAt} withTime />
        </p>
      </header>
      <p className="text-sm whitespace-pre-wrap text-ink wrap-break-word">{erasure.reason}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge tone={isErased ? 'success' : 'warning'}>{isErased ? 'Erased' : 'Under way'}</Badge>
        {!isErased && erasure.lastError && <span className="wrap-break-word">Last try: {erasure.lastError}</span>}
      </div>
    </article>
  );
}
