import { canMove, type Campaign } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useWithdrawFromCampaign } from '../api/withdraw-from-campaign';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';

export type WithdrawButtonProps = {
  campaign: Pick<Campaign, '_id' | 'campaignTitle' | 'myStatus' | 'status'>;
};

/**
 * The creator withdraws an application ('Withdraw': the brand reads "Withdrawn") or declines an
 * invitation ('Decline': "Invitation declined") before a hire, after a confirmation (issue 21);
 * shown when the shared machine allows it. They may apply while the campaign is open.
 */
export function WithdrawButton({ campaign }: WithdrawButtonProps) {
  const withdraw = useWithdrawFromCampaign();
  const [isOpen, setOpen] = useState(false);
  const status = campaign.myStatus ?? null;
  if (!canMove(status, 'withdraw', 'contentCreator', campaign.status)) return null;
  const isInvitation = status === 'Not Applied';

  const handleConfirm = () =>
    withdraw.mutate(campaign._id, {
      // The server's sentence: it knows whether this was an application or an invitation.
      onSuccess: ({ message }) => {
        notify.success(message);
        setOpen(false);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
        setOpen(false);
      },
    });

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {isInvitation ? 'Decline' : 'Withdraw'}
        <span className="sr-only">
          {isInvitation ? ` invitation to ${campaign.campaignTitle}` : ` from ${campaign.campaignTitle}`}
        </span>
      </Button>
      <ConfirmActionDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={isInvitation ? 'Decline this invitation?' : 'Withdraw your application?'}
        description={
          isInvitation
            ? `The brand sees that you declined “${campaign.campaignTitle}”. You can still apply while it is open.`
            : `The brand sees that you withdrew from “${campaign.campaignTitle}”. You can apply again while it is open.`
        }
        confirmLabel={isInvitation ? 'Decline invitation' : 'Withdraw application'}
        isPending={withdraw.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
