import { formatMoney, type Campaign } from '@equicreators/shared';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { useSession } from '@/lib/session/use-session';
import { notify } from '@/lib/toast/notify';
import { useAnswerHireOffer, useHireOffer } from '../api/hire-offers';

/**
 * On an application the brand answered with an offer at another fee (issue 46): the fee, and
 * Accept (she is hired at it) or Decline (her application stays). The answer names the offer she
 * reads here, so one the brand changed meanwhile is refused and shown again.
 */
export function HireOfferPanel({ campaign }: { campaign: Pick<Campaign, '_id' | 'companyName' | 'myStatus'> }) {
  const session = useSession();
  const offer = useHireOffer(campaign._id, session.id, campaign.myStatus === 'Applied');
  const answer = useAnswerHireOffer();
  const current = offer.data;
  if (!current || campaign.myStatus !== 'Applied' || !session.id) return null;
  const fee = current.feeMinor === null ? 'no fee' : formatMoney(current.feeMinor, current.currency);
  const reply = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { campaignId: campaign._id, creatorId: session.id ?? '', offerId: current._id, answer: choice },
      {
        onSuccess: ({ message }) => notify.success(message),
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
        },
      },
    );
  return (
    <div
      className="flex w-full flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-testid="hire-offer"
    >
      <p className="text-sm text-ink">
        <span className="font-semibold">{campaign.companyName}</span> offers to hire you at <strong>{fee}</strong>. You
        are hired only if you accept; nothing is charged and no deadline runs until then.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          isLoading={answer.isPending && answer.variables.answer === 'accept'}
          disabled={answer.isPending}
          onClick={() => reply('accept')}
        >
          Accept {fee}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isLoading={answer.isPending && answer.variables.answer === 'decline'}
          disabled={answer.isPending}
          onClick={() => reply('decline')}
        >
          Decline offer
        </Button>
      </div>
    </div>
  );
}
