import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useSearchParams } from 'react-router';
import { BRAND_LIST_PAGE_SIZE, useBrandInfluencers } from '../api/list-brand-influencers';
import { BrandInfluencersTable } from '../components/brand-influencers-table';
import { StatusFilter } from '../components/status-filter';
import { readInfluencerListParams, withInfluencerListChange } from '../influencer-list-params';

/** Spec §2 Influencer list (/orders-influencer, brand): creators of the brand's own campaigns, Pending or Hired. */
export function InfluencerListPage() {
  usePageMeta({ title: 'Influencers' });
  const [searchParams, setSearchParams] = useSearchParams();
  // Filter and page live in the address, so Back from a creator returns to the same list.
  const { status, page } = readInfluencerListParams(searchParams);
  const { data, isError, isPlaceholderData, refetch } = useBrandInfluencers({
    status,
    page,
    pageSize: BRAND_LIST_PAGE_SIZE,
  });

  const handleChange = (change: Parameters<typeof withInfluencerListChange>[1]) =>
    setSearchParams((current) => withInfluencerListChange(current, change), { replace: 'status' in change });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Home', to: '/brands' }, { label: 'Influencers' }]} />
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Influencers</h1>
        <p className="text-ink-muted">
          Creators on your campaigns: Hired on at least one, or Pending (invited or applied, not hired yet).
        </p>
      </div>
      <StatusFilter value={status} onChange={(next) => handleChange({ status: next })} />
      {/* A failed refresh keeps the last good page on screen, under the message. */}
      {data && isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          We could not refresh your influencers.
        </p>
      )}
      <BrandInfluencersTable
        status={status}
        data={data}
        isFailed={isError}
        isStale={isPlaceholderData}
        onRetry={() => void refetch()}
        onFirstPage={() => handleChange({ page: 1 })}
      />
      {data && data.total > data.pageSize && (
        <Pagination
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => handleChange({ page: next })}
          label="Pages of influencers"
        />
      )}
    </div>
  );
}
