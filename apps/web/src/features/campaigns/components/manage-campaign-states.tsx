import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholders shaped like the brand's campaign cards, so nothing jumps when they arrive. */
export function ManageCampaignSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your campaigns…
      </p>
      <ul aria-hidden className="flex flex-col gap-6">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-6">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="ml-auto h-9 w-24 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** No campaign at all: the way to the first one. With filters set: nothing matched, and the way back to all. */
export function ManageCampaignsEmpty({
  isFiltered,
  onClearFilters,
}: {
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  if (isFiltered) {
    return (
      <EmptyState
        title="No campaign matches these filters"
        description="None of your campaigns has this type, platform and state."
        action={
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Show all campaigns
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      title="You have no campaigns yet"
      description="Publish a campaign and creators can find it, apply, and be hired here."
      action={
        <Button asChild size="sm">
          <Link to="/campaigncreation">Create New Campaign</Link>
        </Button>
      }
    />
  );
}
