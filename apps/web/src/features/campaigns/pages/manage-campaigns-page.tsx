import type { Campaign } from '@equicreators/shared';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useCampaignList } from '../api/list-campaigns';
import { CampaignDetailsDrawer } from '../components/campaign-details-drawer';
import { LoadMore } from '../components/load-more';
import { ManageCampaignCard } from '../components/manage-campaign-card';
import { ManageCampaignFilters } from '../components/manage-campaign-filters';
import { ManageCampaignSkeletons, ManageCampaignsEmpty } from '../components/manage-campaign-states';
import { readManageFilters, withManageFilter, type ManageFilters } from '../manage-params';

/**
 * /manage-campaign (spec §2 All Campaign): the brand's own campaigns, newest first, filtered on the
 * server by type, platform and state (Open / Closed / Archived; archived ones only when asked). The filters live in the address, so a reload or a shared link keeps them.
 */
export function ManageCampaignsPage() {
  usePageMeta({ title: 'All Campaign' });
  const { id: brandId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readManageFilters(searchParams);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  // The server scopes a brand to its own campaigns whatever it asks; brandid says so explicitly (spec §7).
  const query = useCampaignList({
    brandid: brandId ?? undefined,
    type: filters.type,
    platform: filters.platform,
    status: filters.status,
  });
  const campaigns = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const isFiltered = Boolean(filters.type || filters.platform || filters.status);
  // Read from the list each time, so the drawer shows the campaign as the last refresh left it.
  const selected = campaigns.find((campaign) => campaign._id === selectedId);

  // Replacing keeps Back for leaving the page rather than stepping through filter changes.
  const handleFilterChange = (name: keyof ManageFilters, value: string) =>
    setSearchParams((current) => withManageFilter(current, name, value), { replace: true });
  const handleClearFilters = () => setSearchParams(new URLSearchParams(), { replace: true });
  const handleOpenDetails = (campaign: Campaign) => {
    setSelectedId(campaign._id);
    setIsDrawerOpen(true);
  };
  const handleLoadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-4xl">All Campaign</h1>
          <p className="text-ink-muted">
            Your campaigns, newest first, with the creators who applied and whom you hired.
          </p>
        </div>
        <Button asChild>
          <Link to="/campaigncreation">
            <Plus aria-hidden className="size-4" />
            Create New Campaign
          </Link>
        </Button>
      </div>
      <ManageCampaignFilters filters={filters} onChange={handleFilterChange} />

      {!query.data ? (
        query.isError ? (
          <LoadFailure
            title="We could not load your campaigns."
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ManageCampaignSkeletons />
        )
      ) : total === 0 ? (
        <ManageCampaignsEmpty isFiltered={isFiltered} onClearFilters={handleClearFilters} />
      ) : (
        <div className="flex flex-col gap-6">
          {query.isError && (
            <LoadFailure
              title="We could not load your campaigns."
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          )}
          {/* The previous filter's campaigns stay, dimmed, while the new ones load. */}
          <ul
            aria-label="Your campaigns"
            aria-busy={query.isPlaceholderData || undefined}
            className={cn('flex flex-col gap-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          >
            {campaigns.map((campaign) => (
              <li key={campaign._id}>
                <ManageCampaignCard campaign={campaign} onOpenDetails={handleOpenDetails} />
              </li>
            ))}
          </ul>
          <LoadMore
            loadedCount={campaigns.length}
            total={total}
            hasMore={Boolean(query.hasNextPage)}
            isLoading={query.isFetchingNextPage}
            onLoadMore={handleLoadMore}
          />
        </div>
      )}

      <CampaignDetailsDrawer
        campaignId={selectedId}
        campaign={selected}
        open={isDrawerOpen}
        onOpenChange={setIsDrawerOpen}
      />
    </div>
  );
}
