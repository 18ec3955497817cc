import type { Campaign } from '@equicreators/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useCampaign } from '../api/get-campaign';
import { useCampaignList } from '../api/list-campaigns';
import { CampaignDetailsDrawer } from '../components/campaign-details-drawer';
import { FeedApplyAction, FeedCampaignCard } from '../components/feed-campaign-card';
import { FeedFilters } from '../components/feed-filters';
import { FeedListStates } from '../components/feed-list-states';
import { InvitationsSection } from '../components/invitations-section';
import { LoadMore } from '../components/load-more';
import { MyDisciplinesNotice } from '../components/my-disciplines-notice';
import { CLEARED_FEED_FILTERS, feedQueryOf, isFeedFiltered } from '../feed-params';
import { useFeedParams } from '../hooks/use-feed-params';

/**
 * The creator's campaign page (spec §2, titled Influencers): her invitations awaiting an answer at
 * the top (issue 30), then search, filters (platform, type, niche, compensation, the offer's) and order on the
 * server and in the address, a list that grows as the creator scrolls, the details drawer, Apply.
 */
export function CampaignFeedPage() {
  usePageMeta({ title: 'Influencers' });
  const { params, highlightId, setFilters } = useFeedParams();
  const filters = useMemo(() => feedQueryOf(params), [params]);
  const list = useCampaignList(filters);
  const [selected, setSelected] = useState<Campaign | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const pages = list.data?.pages;
  const firstPage = pages?.[0];
  const loaded = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const total = pages?.at(-1)?.total ?? 0;

  // A highlighted campaign beyond the first page is loaded on its own and pinned above the list
  // (and left out of it when later pages bring it), so it is on screen however deep it sits.
  const isPinned = Boolean(highlightId && firstPage && !firstPage.items.some((item) => item._id === highlightId));
  const pinned = useCampaign(isPinned ? highlightId : null);
  const items = isPinned ? loaded.filter((item) => item._id !== highlightId) : loaded;

  // Scrolls the highlighted card into view once, when it first appears.
  const scrolledTo = useRef<string | null>(null);
  const highlightRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !highlightId || scrolledTo.current === highlightId) return;
      scrolledTo.current = highlightId;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // Next frame: the router's scroll restoration runs after this ref in the same commit and would
      // move the page back to where an earlier visit of this tab left it.
      requestAnimationFrame(() => node.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' }));
    },
    [highlightId],
  );

  // The order is no filter: it stays when the filters are cleared.
  const isFiltered = isFeedFiltered(params);
  const handleClearFilters = () => setFilters(CLEARED_FEED_FILTERS);

  const handleViewDetails = (campaign: Campaign) => {
    setSelected(campaign);
    setIsDrawerOpen(true);
  };

  // The drawer shows the latest copy of the campaign, so Apply inside it reflects a new status.
  const drawerCampaign =
    (selected && [...loaded, ...(pinned.data ? [pinned.data] : [])].find((item) => item._id === selected._id)) ??
    selected;

  return (
    <>
      <section className="bg-brand-900 text-cream">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:py-16">
          <div className="flex flex-col gap-3">
            {/* Spec §2: the creator campaign page is titled Influencers. */}
            <h1 className="max-w-3xl text-4xl leading-tight text-cream md:text-5xl">Influencers</h1>
            <p className="max-w-2xl text-lg text-brand-100">
              Find your next campaign: equestrian brands looking for creators like you. Search by title, filter by
              platform, niche, pay, dates, format and your disciplines, and apply.
            </p>
          </div>
          {/* What waits for her answer comes first; every campaign, invited ones too, follows below. */}
          <InvitationsSection onViewDetails={handleViewDetails} />
          <FeedFilters params={params} onChange={setFilters} />
        </div>
      </section>

      <section
        aria-labelledby="all-campaign-heading"
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6"
      >
        <h2 id="all-campaign-heading" className="text-3xl">
          All Campaign
        </h2>

        {isPinned && pinned.data && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-muted">The campaign you were sent to:</p>
            <FeedCampaignCard
              campaign={pinned.data}
              isHighlighted
              onViewDetails={handleViewDetails}
              ref={highlightRef}
            />
          </div>
        )}
        {isPinned && pinned.isError && (
          <p role="status" className="rounded-xl border border-line bg-parchment px-4 py-3 text-sm text-ink">
            The campaign you were sent to is no longer available.
          </p>
        )}

        {params.discipline === 'mine' && <MyDisciplinesNotice />}

        <FeedListStates
          query={list}
          isEmpty={items.length === 0 && !list.hasNextPage}
          isFiltered={isFiltered}
          onClearFilters={handleClearFilters}
        >
          <div
            aria-busy={list.isPlaceholderData || undefined}
            className={cn('flex flex-col gap-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}
          >
            <ul aria-labelledby="all-campaign-heading" className="grid gap-6 md:grid-cols-2">
              {items.map((campaign) => {
                const isHighlighted = campaign._id === highlightId;
                return (
                  <li key={campaign._id} className="min-w-0">
                    <FeedCampaignCard
                      campaign={campaign}
                      isHighlighted={isHighlighted}
                      onViewDetails={handleViewDetails}
                      ref={isHighlighted ? highlightRef : undefined}
                    />
                  </li>
                );
              })}
            </ul>
            <LoadMore
              loadedCount={loaded.length}
              total={total}
              hasMore={Boolean(list.hasNextPage)}
              isLoading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
            />
          </div>
        </FeedListStates>
      </section>

      <CampaignDetailsDrawer
        campaignId={selected?._id ?? null}
        campaign={drawerCampaign ?? undefined}
        open={isDrawerOpen}
        onOpenChange={setIsDrawerOpen}
        actions={drawerCampaign ? <FeedApplyAction campaign={drawerCampaign} /> : undefined}
      />
    </>
  );
}
