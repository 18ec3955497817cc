import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/error-alert';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { SPEND_PAGE_SIZE, useBrandSpend } from '../api/spend-query';
import { SpendCampaignSection } from '../components/spend-campaign';

/**
 * /payments: what a brand paid through EquiCreators (issue 32), by campaign: each order's fee, the
 * service fee, the charge, any refund and the card receipt, and the campaign's totals. Where
 * payments are not configured the deals are paid outside, and the page says so.
 */
export function SpendPage() {
  usePageMeta({ title: 'Payments' });
  const [page, setPage] = useState(1);
  const spend = useBrandSpend(page);
  const data = spend.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Payments</h1>
        <p className="text-ink-muted">
          What you paid for each hired creator, campaign by campaign, with your receipts.
        </p>
      </div>
      {data && !data.paymentsEnabled && (
        <p role="note" className="rounded-xl border border-line bg-parchment px-4 py-3 text-sm text-ink">
          Deals are paid outside EquiCreators here: you pay creators directly, and nothing is charged through this site.
        </p>
      )}
      {spend.isError && !data ? (
        <LoadFailure
          title="We could not load your payments."
          error={spend.error}
          onRetry={() => void spend.refetch()}
        />
      ) : !data ? (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only">Loading payments…</span>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : data.total === 0 ? (
        <EmptyState
          title="No payments yet"
          description={
            data.paymentsEnabled
              ? 'Paid deals you pay through EquiCreators appear here.'
              : 'Paid deals you pay through EquiCreators would appear here.'
          }
        />
      ) : (
        <>
          {data.items.map((campaign) => (
            <SpendCampaignSection key={campaign.campaignId} campaign={campaign} />
          ))}
          {data.total > SPEND_PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={SPEND_PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              label="Payments pages"
            />
          )}
        </>
      )}
    </div>
  );
}
