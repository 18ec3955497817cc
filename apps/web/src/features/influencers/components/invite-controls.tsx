import { Plus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useInviteInfluencer } from '../api/invite-influencer';

export type OwnCampaignOption = { _id: string; campaignTitle: string };

export type InviteControlsProps = {
  influencerId: string;
  influencerName: string;
  /** The brand's campaigns, newest first; undefined while they load. */
  campaigns: readonly OwnCampaignOption[] | undefined;
  isCampaignsFailed: boolean;
  onRetryCampaigns: () => void;
};

/** Spec §2 card: a select of the brand's own campaigns and 'Invite / Assign'; a link to create one when there is none. */
export function InviteControls({
  influencerId,
  influencerName,
  campaigns,
  isCampaignsFailed,
  onRetryCampaigns,
}: InviteControlsProps) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState('');
  const invite = useInviteInfluencer();

  if (!campaigns) {
    if (isCampaignsFailed) {
      return (
        <div className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <span>We could not load your campaigns.</span>
          <Button variant="ghost" size="sm" onClick={onRetryCampaigns}>
            Retry
          </Button>
        </div>
      );
    }
    return <div aria-hidden className="h-11 animate-pulse rounded-lg bg-brand-100/70" />;
  }

  if (campaigns.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        To invite creators, first{' '}
        <Link to="/campaigncreation" className="font-semibold text-brand-800 underline underline-offset-4">
          <Plus aria-hidden className="inline size-3.5" /> create a campaign
        </Link>
        .
      </p>
    );
  }

  // The newest campaign is chosen until the brand picks another (or the picked one is gone).
  const selectedId = campaigns.some((campaign) => campaign._id === chosenId) ? chosenId : (campaigns[0]?._id ?? '');
  const options = campaigns.map((campaign) => ({ value: campaign._id, label: campaign.campaignTitle }));

  const handleInvite = () => {
    if (selectedId) invite.mutate({ campaignId: selectedId, influencerId });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={selectId} className="sr-only">
        {`Campaign to invite ${influencerName} to`}
      </label>
      <Select
        id={selectId}
        value={selectedId}
        onChange={(event) => setChosenId(event.target.value)}
        options={options}
        className="min-w-0 flex-1"
      />
      <Button
        onClick={handleInvite}
        isLoading={invite.isPending}
        aria-label={`Invite / Assign ${influencerName}`}
        className="shrink-0"
      >
        <Send aria-hidden className="size-4" />
        Invite / Assign
      </Button>
    </div>
  );
}
