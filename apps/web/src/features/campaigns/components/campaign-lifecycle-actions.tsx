import { nextCampaignStatus, type Campaign, type CampaignStatusAction } from '@equicreators/shared';
import { Archive, ArchiveRestore, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useChangeCampaignStatus } from '../api/change-campaign-status';
import { useDeleteCampaign } from '../api/delete-campaign';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';

type Pending = CampaignStatusAction | 'delete';

type Question = { title: string; description: string; confirmLabel: string; isDangerous?: boolean };

/** What each dialog asks (issue 21: every change asks first). */
function questionFor(action: Pending, title: string): Question {
  switch (action) {
    case 'close':
      return {
        title: 'Close this campaign?',
        description: `“${title}” leaves the creators' feed and takes no new applications. Its creators, orders and messages stay, and you can reopen it.`,
        confirmLabel: 'Close campaign',
      };
    case 'reopen':
      return {
        title: 'Reopen this campaign?',
        description: `“${title}” returns to the creators' feed and takes applications again.`,
        confirmLabel: 'Reopen campaign',
      };
    case 'archive':
      return {
        title: 'Archive this campaign?',
        description: `“${title}” is hidden from every list. Everything in it (creators, orders, messages) is kept.`,
        confirmLabel: 'Archive campaign',
      };
    case 'restore':
      return {
        title: 'Restore this campaign?',
        description: `“${title}” is listed again, closed to applications. Reopen it when you want applications again.`,
        confirmLabel: 'Restore campaign',
      };
    case 'delete':
      return {
        title: 'Delete this campaign?',
        description: `“${title}”, its images and its applications are deleted for good. This cannot be undone.`,
        confirmLabel: 'Delete campaign',
        isDangerous: true,
      };
  }
}

export type CampaignLifecycleActionsProps = {
  campaign: Pick<Campaign, '_id' | 'campaignTitle' | 'status' | 'hiredCount'>;
};

/**
 * The brand's lifecycle buttons (named by the card they sit in: each dialog names the campaign) for one of its campaigns (issue 21): Edit, Close or Reopen, Archive
 * or Restore (decision 026), and Delete while no one is hired (a campaign with hires can only be archived). Which moves exist
 * comes from the shared machine (nextCampaignStatus); each asks in a dialog, then toasts the
 * server's sentence once the lists have reloaded.
 */
export function CampaignLifecycleActions({ campaign }: CampaignLifecycleActionsProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const changeStatus = useChangeCampaignStatus();
  const deleteCampaign = useDeleteCampaign();
  const isBusy = changeStatus.isPending || deleteCampaign.isPending;
  const can = (action: CampaignStatusAction) => nextCampaignStatus(campaign.status, action) !== null;
  const canDelete = campaign.hiredCount === 0;

  const handleFailure = (error: unknown) => {
    // A 401 has already sent the browser to /login.
    if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
    setPending(null);
  };
  const handleConfirm = () => {
    if (!pending) return;
    const done = ({ message }: { message: string }) => {
      notify.success(message);
      setPending(null);
    };
    if (pending === 'delete') deleteCampaign.mutate(campaign._id, { onSuccess: done, onError: handleFailure });
    else
      changeStatus.mutate({ campaignId: campaign._id, action: pending }, { onSuccess: done, onError: handleFailure });
  };

  const question = pending ? questionFor(pending, campaign.campaignTitle) : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {campaign.status !== 'archived' && (
        <Button asChild variant="secondary" size="sm">
          <Link to={`/campaigncreation/${encodeURIComponent(campaign._id)}`}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Link>
        </Button>
      )}
      {can('close') && (
        <Button variant="secondary" size="sm" onClick={() => setPending('close')}>
          <Lock aria-hidden className="size-4" />
          Close
        </Button>
      )}
      {can('reopen') && (
        <Button variant="secondary" size="sm" onClick={() => setPending('reopen')}>
          <LockOpen aria-hidden className="size-4" />
          Reopen
        </Button>
      )}
      {can('archive') && (
        <Button variant="ghost" size="sm" onClick={() => setPending('archive')}>
          <Archive aria-hidden className="size-4" />
          Archive
        </Button>
      )}
      {can('restore') && (
        <Button variant="secondary" size="sm" onClick={() => setPending('restore')}>
          <ArchiveRestore aria-hidden className="size-4" />
          Restore
        </Button>
      )}
      {canDelete && (
        <Button variant="ghost" size="sm" onClick={() => setPending('delete')} className="text-red-700">
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      )}
      {question && (
        <ConfirmActionDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          {...question}
          isPending={isBusy}
          onConfirm={handleConfirm}
        />
      )}
    </div>
  );
}
