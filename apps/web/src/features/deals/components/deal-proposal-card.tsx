import { dealChanges, type DealAnswerInput, type DealVersion } from '@equicreators/shared';
import { Button } from '@/components/ui/button';
import type { OrderIds } from '@/lib/order-work-key';
import { answerDealProposal } from '../api/change-deal';
import { useDealChange } from '../hooks/use-deal-change';
import { formatDay } from './format-day';

export type DealProposalCardProps = {
  ids: OrderIds;
  current: DealVersion;
  proposal: DealVersion;
  viewer: 'brand' | 'contentCreator';
};

/** The proposal waiting: what it changes, its note, and the answers the viewer may give. */
export function DealProposalCard({ ids, current, proposal, viewer }: DealProposalCardProps) {
  const answer = useDealChange(ids, answerDealProposal);
  const isAuthor = proposal.proposedBy === viewer;
  const author = isAuthor ? 'You' : viewer === 'brand' ? 'The creator' : 'The brand';
  const changes = dealChanges(current.terms, proposal.terms);
  const send = (reply: DealAnswerInput['answer']) => answer.mutate({ proposalId: proposal._id, answer: reply });
  const pending = answer.isPending ? answer.variables.answer : null;

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-brand-300 bg-brand-50 p-3"
      data-testid="deal-proposal"
      aria-label="Proposed change"
    >
      <p className="text-sm font-semibold text-ink">
        {author} proposed a change on {formatDay(proposal.createdAt)}
      </p>
      <ul className="flex flex-col gap-1 text-sm text-ink">
        {changes.map((change) => (
          <li key={change.term} className="break-words">
            <span className="font-semibold">{change.term}:</span> {change.before} → <strong>{change.after}</strong>
          </li>
        ))}
      </ul>
      {proposal.note && (
        <p className="text-sm break-words whitespace-pre-wrap text-ink">
          <span className="font-semibold">Note:</span> {proposal.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {isAuthor ? (
          <>
            <p className="text-xs text-ink-muted basis-full">Waiting for the other side to answer.</p>
            <Button variant="secondary" size="sm" isLoading={pending === 'withdraw'} onClick={() => send('withdraw')}>
              Withdraw
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              isLoading={pending === 'accept'}
              disabled={answer.isPending}
              onClick={() => send('accept')}
            >
              Accept
            </Button>
            <Button
              variant="secondary"
              size="sm"
              isLoading={pending === 'decline'}
              disabled={answer.isPending}
              onClick={() => send('decline')}
            >
              Decline
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
