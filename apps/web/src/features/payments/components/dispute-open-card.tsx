import {
  amountInputOf,
  formatMoney,
  parseAmountInput,
  settlementOf,
  type DisputeSplitProposal,
  type OrderPaymentView,
  type PaymentDisputeView,
} from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/due-date';
import type { OrderIds } from '@/lib/order-work-key';
import { acceptSplit, proposeSplit, useDisputeChange } from '../api/dispute-api';

type Viewer = 'brand' | 'contentCreator';

const OPENED_BY = {
  brand: 'the brand',
  creator: 'the creator',
  stripe: 'the card holder’s bank',
  system: 'the cancellation',
};

/** What a split at `shareMinor` gives each side, in the payment's currency. */
function splitWords(payment: OrderPaymentView, shareMinor: number): string {
  const split = settlementOf(payment, shareMinor);
  return `The creator receives ${formatMoney(split.transferMinor, payment.currency)}; the brand gets ${formatMoney(split.refundMinor, payment.currency)} back.`;
}

/** An open dispute: its reason, the split standing (with Accept for the other side) and a proposal form. */
export function DisputeOpenCard({
  ids,
  payment,
  dispute,
  viewer,
}: {
  ids: OrderIds;
  payment: OrderPaymentView;
  dispute: PaymentDisputeView;
  viewer: Viewer;
}) {
  const side = viewer === 'brand' ? 'brand' : 'creator';
  const accept = useDisputeChange(ids, acceptSplit, 'Split accepted: the money moves.');
  // The split standing is the newest one kept; the accept names it, so a split changed since is refused.
  const [standing, ...earlier] = dispute.proposals;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="dispute-open">
      <p className="text-sm font-semibold text-ink">
        The payment is frozen: a dispute opened by {OPENED_BY[dispute.openedBy]}.
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-ink">
        <span className="font-semibold">Reason:</span> {dispute.reason}
      </p>
      {standing && (
        <div className="flex flex-col gap-2" data-testid="dispute-proposal">
          <p className="text-sm text-ink">
            {whoProposed(standing.proposedBy, side)} proposed a creator’s share of{' '}
            <strong>{formatMoney(standing.creatorShareMinor, payment.currency)}</strong> of the agreed{' '}
            {formatMoney(payment.agreedFeeMinor, payment.currency)}. {splitWords(payment, standing.creatorShareMinor)}
          </p>
          {standing.proposedBy !== side && (
            <Button
              size="sm"
              className="self-start"
              isLoading={accept.isPending}
              onClick={() => accept.mutate({ proposalId: standing._id })}
            >
              Accept this split of {formatMoney(standing.creatorShareMinor, payment.currency)}
            </Button>
          )}
        </div>
      )}
      {earlier.length > 0 && <SplitHistory payment={payment} proposals={earlier} side={side} />}
      <DisputeSplitForm ids={ids} payment={payment} />
      <p className="text-xs text-ink-muted">If you cannot agree, an admin decides.</p>
    </div>
  );
}

function whoProposed(proposedBy: 'brand' | 'creator', side: 'brand' | 'creator'): string {
  if (proposedBy === side) return 'You';
  return proposedBy === 'brand' ? 'The brand' : 'The creator';
}

/** The splits proposed before the standing one, newest first: who offered what, when. */
function SplitHistory({
  payment,
  proposals,
  side,
}: {
  payment: OrderPaymentView;
  proposals: DisputeSplitProposal[];
  side: 'brand' | 'creator';
}) {
  return (
    <details className="text-sm text-ink" data-testid="dispute-history">
      <summary className="cursor-pointer text-ink-muted">Earlier proposals ({proposals.length})</summary>
      <ul className="mt-1 flex flex-col gap-1">
        {proposals.map((proposal) => (
          <li key={proposal._id}>
            {whoProposed(proposal.proposedBy, side)}: {formatMoney(proposal.creatorShareMinor, payment.currency)},{' '}
            <time dateTime={proposal.createdAt}>{formatDateTime(proposal.createdAt)}</time>
          </li>
        ))}
      </ul>
    </details>
  );
}

function DisputeSplitForm({ ids, payment }: { ids: OrderIds; payment: OrderPaymentView }) {
  const [share, setShare] = useState(() => amountInputOf(Math.floor(payment.agreedFeeMinor / 2)));
  const propose = useDisputeChange(ids, proposeSplit, 'Split proposed.');
  const shareMinor = parseAmountInput(share);
  const isValid = shareMinor !== null && shareMinor <= payment.agreedFeeMinor;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) propose.mutate({ creatorShareMinor: shareMinor });
      }}
    >
      <Field
        label={`Propose the creator’s share (of ${formatMoney(payment.agreedFeeMinor, payment.currency)})`}
        error={shareMinor !== null && !isValid ? 'The creator’s share can be at most the agreed fee.' : undefined}
        hint={isValid ? splitWords(payment, shareMinor) : 'Enter an amount, like 450 or 450.50'}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            className="max-w-40"
            value={share}
            onChange={(event) => setShare(event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={!isValid}
        isLoading={propose.isPending}
      >
        Propose this split
      </Button>
    </form>
  );
}
