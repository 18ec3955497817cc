import { INFLUENCER_MESSAGES, type InfluencerListQuery } from '@equicreators/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from '@/components/ui/drawer';
import { Pagination } from '@/components/ui/pagination';
import { ownProfileQuery } from '@/lib/account/own-account';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useFacetCounts } from '../api/facet-counts';
import { BROWSE_PAGE_SIZE, useInfluencerList } from '../api/list-influencers';
import { useOpenOwnCampaigns } from '../api/list-open-own-campaigns';
import { countBrowseFilters, formatCreatorTotal, hasBrowseFilters, toInfluencerQuery } from '../browse-params';
import { BrowseFilters } from '../components/browse-filters';
import { toFacetCountMaps } from '../facet-count-maps';
import { BrowseResults } from '../components/browse-results';
import { BrowseToolbar } from '../components/browse-toolbar';
import { InfluencerCard } from '../components/influencer-card';
import { InfluencerStatisticsDrawer } from '../components/influencer-statistics-drawer';
import { InviteControls } from '../components/invite-controls';
import { SaveToShortlist } from '../components/save-to-shortlist';
import { MatchCampaignSelect } from '../components/match-campaign-select';
import { UnpaidBrandBanner } from '../components/unpaid-brand-banner';
import { useBrowseParams } from '../hooks/use-browse-params';
import { fullName, type InfluencerDisplay } from '../influencer-display';

/**
 * /brands (spec §2 Brand influencer browse): niche and follower filters, name search, sort and
 * page, all in the address and applied on the server; cards with the statistics drawer and, for a
 * paid brand, an invitation to one of its campaigns. `billing` is the brand's subscription (plans,
 * banners, the return from Checkout), composed in by the app (features never import each other).
 */
export function BrandsPage({ billing }: { billing?: ReactNode }) {
  usePageMeta({ title: 'Brands' });
  const { params, setParams, clearFilters } = useBrowseParams();
  // "Best match first" sorts by one of the brand's open campaigns: the one in the address, else the newest.
  const isMatch = params.sort === 'match';
  const matchCampaigns = useOpenOwnCampaigns({ enabled: isMatch });
  const matchCampaignId = isMatch ? params.campaign || (matchCampaigns.data?.[0]?._id ?? '') : '';
  const query: InfluencerListQuery = useMemo(
    () => toInfluencerQuery({ ...params, campaign: matchCampaignId }, BROWSE_PAGE_SIZE),
    [params, matchCampaignId],
  );
  const list = useInfluencerList(query);
  const facetCounts = useFacetCounts(query);
  const counts = useMemo(() => (facetCounts.data ? toFacetCountMaps(facetCounts.data) : undefined), [facetCounts.data]);
  // The cards' invite lists ask for every creator of the page at once (one request, not one a card).
  const pageCreatorIds = useMemo(() => list.data?.items.map((influencer) => influencer._id) ?? [], [list.data]);
  // The brand's id names its own campaigns; an unpaid brand browses without contact details or
  // invitations (DECISIONS).
  const account = useQuery({
    ...ownProfileQuery('brand'),
    select: ({ _id, payment }) => ({ id: _id, isPaid: payment }),
  });
  // Until the flag is known no invite controls show: an unpaid brand would only be refused.
  const isPaid = account.data?.isPaid === true;
  const brandId = account.data?.id ?? null;
  const [selected, setSelected] = useState<InfluencerDisplay | null>(null);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const hasFilters = hasBrowseFilters(params);
  const activeFilterCount = countBrowseFilters(params);

  const handleOpenStatistics = (influencer: InfluencerDisplay) => {
    setSelected(influencer);
    setIsDrawerOpen(true);
  };
  const handlePageChange = (page: number) => {
    setParams({ page });
    window.scrollTo({ top: 0 });
  };

  const filters = <BrowseFilters {...params} counts={counts} onChange={(changes) => setParams(changes)} />;

  return (
    <>
      <section className="bg-brand-900 text-cream">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-12 sm:px-6 md:py-16">
          <h1 className="text-4xl leading-tight text-cream md:text-5xl">Brands</h1>
          <p className="max-w-2xl text-lg text-brand-100">
            Find equestrian creators for your campaigns: filter by discipline, place, audience and reach, read their
            profiles, and invite them.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="influencers-heading"
        className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6"
      >
        <h2 id="influencers-heading" className="text-3xl">
          Influencers
        </h2>
        {account.data?.isPaid === false && <UnpaidBrandBanner message={INFLUENCER_MESSAGES.unpaidBrand} />}
        {billing}

        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          <aside aria-label="Filters" className="hidden lg:block">
            {filters}
          </aside>

          <div className="flex min-w-0 flex-col gap-5">
            <BrowseToolbar q={params.q} sort={params.sort} onChange={(changes) => setParams(changes)} />
            {isMatch && matchCampaigns.data && (
              <MatchCampaignSelect
                campaigns={matchCampaigns.data}
                value={matchCampaignId}
                onChange={(campaign) => setParams({ campaign })}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p aria-live="polite" className="text-sm font-semibold text-ink">
                {list.data ? formatCreatorTotal(list.data.total) : ' '}
              </p>
              {/* On a phone the filters open in a sheet instead of taking the screen's width. */}
              <Drawer>
                <DrawerTrigger asChild>
                  <Button variant="secondary" size="sm" className="lg:hidden">
                    <SlidersHorizontal aria-hidden className="size-4" />
                    {activeFilterCount > 0 ? `Filters (${activeFilterCount})` : 'Filters'}
                  </Button>
                </DrawerTrigger>
                <DrawerContent title="Filters" side="left">
                  <div className="flex flex-col gap-5">
                    {filters}
                    <DrawerClose asChild>
                      <Button>{list.data ? `Show ${formatCreatorTotal(list.data.total)}` : 'Show creators'}</Button>
                    </DrawerClose>
                  </div>
                </DrawerContent>
              </Drawer>
            </div>

            <BrowseResults
              data={list.data}
              error={list.error}
              isError={list.isError}
              hasFilters={hasFilters}
              onRetry={() => void list.refetch()}
              onClearFilters={clearFilters}
              onFirstPage={() => setParams({ page: 1 })}
            >
              <div
                aria-busy={list.isPlaceholderData || undefined}
                className={cn('flex flex-col gap-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}
              >
                <ul aria-labelledby="influencers-heading" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                  {list.data?.items.map((influencer) => (
                    <li key={influencer._id} className="min-w-0">
                      <InfluencerCard
                        influencer={influencer}
                        onOpenStatistics={handleOpenStatistics}
                        actions={
                          <div className="flex flex-col gap-3">
                            <SaveToShortlist
                              creatorId={influencer._id}
                              creatorName={fullName(influencer)}
                              className="self-start"
                            />
                            {isPaid && brandId && (
                              <InviteControls
                                pageCreatorIds={pageCreatorIds}
                                influencerId={influencer._id}
                                influencerName={fullName(influencer)}
                              />
                            )}
                          </div>
                        }
                      />
                    </li>
                  ))}
                </ul>
                {list.data && list.data.total > list.data.pageSize && (
                  <Pagination
                    page={params.page}
                    pageSize={list.data.pageSize}
                    total={list.data.total}
                    onPageChange={handlePageChange}
                    label="Pages of creators"
                  />
                )}
              </div>
            </BrowseResults>
          </div>
        </div>
      </section>

      <InfluencerStatisticsDrawer
        influencer={selected}
        open={isDrawerOpen}
        onOpenChange={setIsDrawerOpen}
        actions={selected && <SaveToShortlist creatorId={selected._id} creatorName={fullName(selected)} />}
      />
    </>
  );
}
