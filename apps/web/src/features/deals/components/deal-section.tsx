import type { Deal } from '@equicreators/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/http/api-client';
import type { OrderIds } from '@/lib/order-work-key';
import { useOrderDeal } from '../api/get-order-deal';
import { DealHistory } from './deal-history';
import { DealProposalCard } from './deal-proposal-card';
import { DealProposalForm } from './deal-proposal-form';
import { DealTerms } from './deal-terms';
import { formatDay } from './format-day';

export type DealSectionProps = {
  campaignId: string;
  creatorId: string;
  viewer: 'brand' | 'contentCreator';
  /** The order is closed: its deal can no longer change. */
  isClosed?: boolean;
};

/**
 * The order's 'Deal' (issue 31), the same for both sides: the terms in force, when they were
 * agreed, the proposal waiting (with Accept and Decline for the other side, Withdraw for its
 * author), 'Propose a change' while none waits, and every version.
 */
export function DealSection({ campaignId, creatorId, viewer, isClosed = false }: DealSectionProps) {
  const headingId = useId();
  const ids = { campaignId, creatorId };
  const deal = useOrderDeal(ids);

  // No deal recorded (or not a party): the page says nothing of a deal.
  if (deal.error instanceof ApiError && deal.error.status === 404) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="deal-section">
      <h2 id={headingId} className="text-2xl">
        Deal
      </h2>
      {deal.data ? (
        <DealBody deal={deal.data} ids={ids} viewer={viewer} isClosed={isClosed} />
      ) : deal.isError ? (
        <LoadFailure error={deal.error} onRetry={() => void deal.refetch()} retryLabel="Try again" />
      ) : (
        <SkeletonStack blocks={['h-6 w-40', 'h-32 w-full']} className="gap-3" />
      )}
    </section>
  );
}

type DealBodyProps = { deal: Deal; ids: OrderIds; viewer: DealSectionProps['viewer']; isClosed: boolean };

function DealBody({ deal, ids, viewer, isClosed }: DealBodyProps) {
  const [isProposing, setIsProposing] = useState(false);
  const { current, proposal } = deal;
  const agreedOn = formatDay(current.decidedAt ?? current.createdAt);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
        <p className="text-xs text-ink-muted">
          {current.proposedBy === 'hire' ? `Agreed at hire on ${agreedOn}` : `Changed on ${agreedOn}`}
        </p>
        <DealTerms terms={current.terms} />
      </div>
      {proposal && <DealProposalCard ids={ids} current={current} proposal={proposal} viewer={viewer} />}
      {!proposal &&
        !isClosed &&
        (isProposing ? (
          <DealProposalForm ids={ids} terms={current.terms} onDone={() => setIsProposing(false)} />
        ) : (
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsProposing(true)}>
            Propose a change
          </Button>
        ))}
      <DealHistory history={deal.history} />
    </div>
  );
}
