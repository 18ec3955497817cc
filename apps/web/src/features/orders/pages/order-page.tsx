import { CAMPAIGN_MESSAGES, CampaignIdParamsSchema } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { useOrder } from '../api/get-order';
import { useOrderCampaign } from '../api/get-order-campaign';
import { CampaignBrief } from '../components/campaign-brief';
import { OrderDetailsPanel, type OrderDetails } from '../components/order-details-panel';
import { readOrderState } from '../components/order-location-state';
import { OrderNotFound } from '../components/order-not-found';

const ORDERS_TRAIL = [
  { label: 'Home', to: '/contentCreator' },
  { label: 'Orders', to: '/orders' },
];

export type OrderPageProps = {
  /** The conversation with the brand, on the right above the brief (composed in app/). */
  messaging?: ReactNode;
};

/**
 * Spec §2 /orders/{id} (creator): the order's Campaign Details, the conversation with the brand
 * and the campaign's brief. The row click hands over the order, so the details show at once;
 * opened by its address, the page loads the order itself. The details are always the order's (its
 * compensation is the deal's fee, issue 46), never the campaign's listing.
 */
export function OrderPage({ messaging }: OrderPageProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  // A malformed id cannot name a campaign: no request, straight to not found.
  const isWellFormed = CampaignIdParamsSchema.safeParse({ id }).success;
  const carried = readOrderState(location.state, id);
  const { data: campaign, error, isError, refetch } = useOrderCampaign(isWellFormed ? id : null);
  const order = useOrder(isWellFormed ? id : null);

  // The server has the last word: an unknown campaign, or one the creator is not hired on, is no order.
  const isNotFound =
    !isWellFormed ||
    (error instanceof ApiError && error.status === 404) ||
    (order.error instanceof ApiError && order.error.status === 404) ||
    (campaign !== undefined && campaign.myStatus !== 'Hired');
  const details: OrderDetails | undefined = order.data ?? carried ?? undefined;

  usePageMeta({ title: isNotFound ? 'Order not found' : (details?.campaignTitle ?? 'Order') });
  const handleRetry = () => {
    void refetch();
    void order.refetch();
  };

  if (isNotFound) {
    return (
      <OrderScreen trail={[...ORDERS_TRAIL, { label: 'Not found' }]}>
        <OrderNotFound />
      </OrderScreen>
    );
  }

  if (!details) {
    return (
      <OrderScreen trail={[...ORDERS_TRAIL, { label: 'Order' }]}>
        {isError || order.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-5"
          >
            <p className="font-semibold text-red-800">{CAMPAIGN_MESSAGES.ordersFailed}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={handleRetry}>
                Try again
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to="/orders">Back to Orders</Link>
              </Button>
            </div>
          </div>
        ) : (
          <SkeletonStack blocks={['h-10 w-2/3', 'h-5 w-40', 'h-64 w-full mt-4']} className="gap-3" />
        )}
      </OrderScreen>
    );
  }

  return (
    <OrderScreen trail={[...ORDERS_TRAIL, { label: details.campaignTitle }]}>
      <div className="flex flex-col gap-1">
        <h1 className="text-4xl">{details.campaignTitle}</h1>
        <p className="text-ink-muted">{details.companyName}</p>
      </div>
      {/* Two columns on wide screens: the details on the left, the messages and the brief on the right. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <OrderDetailsPanel details={details} />
        <div className="flex min-w-0 flex-col gap-6">
          {messaging}
          <CampaignBrief campaign={campaign} isFailed={isError} onRetry={handleRetry} />
        </div>
      </div>
    </OrderScreen>
  );
}

type OrderScreenProps = { trail: { label: string; to?: string }[]; children: ReactNode };

function OrderScreen({ trail, children }: OrderScreenProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Breadcrumb items={trail} />
      {children}
    </div>
  );
}
