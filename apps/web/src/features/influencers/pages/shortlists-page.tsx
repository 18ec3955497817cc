import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useCreateShortlist, useShortlists } from '../api/shortlists';
import { ShortlistNameForm } from '../components/shortlist-name-form';

/** /shortlists (issue 33): the brand's named lists of creators with their counts, and a new one. */
export function ShortlistsPage() {
  usePageMeta({ title: 'Shortlists' });
  const lists = useShortlists();
  const create = useCreateShortlist();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Shortlists</h1>
        <p className="text-ink-muted">
          Creators you saved from Find creators, in lists of your own. Open a list to invite all of it to a campaign.
        </p>
      </div>
      <ShortlistNameForm
        label="New list"
        submitLabel="Create list"
        isPending={create.isPending}
        onSubmit={(name) => create.mutateAsync(name)}
      />
      {lists.isError && !lists.data ? (
        <LoadFailure
          title="We could not load your shortlists."
          error={lists.error}
          onRetry={() => void lists.refetch()}
        />
      ) : !lists.data ? (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only">Loading shortlists…</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState
          title="No shortlists yet"
          description="Save creators from Find creators with “Save”, or start a list here."
        />
      ) : (
        <ul aria-label="Your shortlists" className="flex flex-col gap-3">
          {lists.data.map((list) => (
            <li key={list.id}>
              <Link
                to={`/shortlists/${list.id}`}
                className="flex items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-display text-xl break-words text-brand-900">{list.name}</span>
                  <span className="text-sm text-ink-muted">
                    {list.memberCount === 1 ? '1 creator' : `${list.memberCount} creators`}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
