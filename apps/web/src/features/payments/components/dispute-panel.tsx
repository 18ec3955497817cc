import { AUTO_APPROVE_DAYS, type OrderPaymentView } from '@equicreators/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OrderIds } from '@/lib/order-work-key';
import { useOrderPayment } from '../api/order-payment-api';
import { DisputeOpenForm } from './dispute-open-form';
import { DisputeOpenCard } from './dispute-open-card';

export type DisputePanelProps = {
  campaignId: string;
  creatorId: string;
  viewer: 'brand' | 'contentCreator';
  /** The order is closed: no new dispute (one the close opened still shows). */
  isClosed: boolean;
};

/**
 * An order's dispute (issue 32, docs/decisions/029), under its Payment section: the auto-approval
 * rule while the money is held, 'Open a dispute' before the close, and while one is open its
 * reason, a split either party proposes and the other accepts. Nothing when the order is not paid
 * through the platform.
 */
export function DisputePanel({ campaignId, creatorId, viewer, isClosed }: DisputePanelProps) {
  const headingId = useId();
  const ids = { campaignId, creatorId };
  const answer = useOrderPayment(ids);
  const payment = answer.data?.mode === 'platform' ? answer.data.payment : null;
  if (!payment) return null;
  const dispute = payment.dispute;
  const isOpen = dispute !== null && dispute.resolvedAt === null;
  const isHeld = payment.status === 'held';
  if (!isOpen && !(isHeld && !isClosed) && !dispute) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="dispute-panel">
      <h2 id={headingId} className="text-2xl">
        Dispute
      </h2>
      {isHeld && !isClosed && <AutoApprovalLine payment={payment} viewer={viewer} />}
      {isOpen ? (
        <DisputeOpenCard ids={ids} payment={payment} dispute={dispute} viewer={viewer} />
      ) : dispute ? (
        <DisputeResolvedLine resolution={dispute.resolution} reason={dispute.resolutionReason} />
      ) : null}
      {isHeld && !isClosed && !isOpen && <OpenDisputeAction ids={ids} />}
    </section>
  );
}

function AutoApprovalLine({ payment, viewer }: { payment: OrderPaymentView; viewer: DisputePanelProps['viewer'] }) {
  const days = String(AUTO_APPROVE_DAYS);
  const rule =
    viewer === 'brand'
      ? `When every deliverable has a version waiting and you have not reviewed for ${days} days, it counts as approved and the creator is paid.`
      : `When every deliverable has a version waiting and the brand has not reviewed for ${days} days, it counts as approved and you are paid.`;
  return (
    <p className="text-sm text-ink" data-testid="dispute-auto-approval">
      {rule}
      {payment.autoApproveAt && (
        <>
          {' '}
          If nothing changes, that happens on{' '}
          <strong>{new Date(payment.autoApproveAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}</strong>.
        </>
      )}
    </p>
  );
}

function OpenDisputeAction({ ids }: { ids: OrderIds }) {
  const [isOpening, setIsOpening] = useState(false);
  return isOpening ? (
    <DisputeOpenForm ids={ids} onDone={() => setIsOpening(false)} />
  ) : (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        A dispute freezes the payment: nothing is released or refunded until you agree a split or an admin decides.
      </p>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsOpening(true)}>
        Open a dispute
      </Button>
    </div>
  );
}

const RESOLUTION_WORDS = {
  release: 'Resolved: the creator is paid.',
  refund: 'Resolved: the brand is refunded.',
  split: 'Resolved with a split.',
} as const;

function DisputeResolvedLine({
  resolution,
  reason,
}: {
  resolution: keyof typeof RESOLUTION_WORDS | null;
  reason: string | null;
}) {
  if (!resolution) return null;
  return (
    <p className="text-sm break-words text-ink" data-testid="dispute-resolved">
      {RESOLUTION_WORDS[resolution]}
      {reason && <> {reason}</>}
    </p>
  );
}
