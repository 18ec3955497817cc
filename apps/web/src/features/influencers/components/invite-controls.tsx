import { CAMPAIGN_TEXT_LIMITS, ENTRY_STATUS_LABELS, canMove } from '@equicreators/shared';
import { Plus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/forms/use-debounced-text';
import { useInviteInfluencer } from '../api/invite-influencer';
import { useOwnCampaignOptions, type OwnCampaignOption } from '../api/search-own-campaigns';

export type InviteControlsProps = {
  /** Every creator of the browse page: their cards share one request for the options. */
  pageCreatorIds: readonly string[];
  influencerId: string;
  influencerName: string;
};

/** Whether the brand can still invite the creator to this campaign (the shared machine: only someone not in it). */
function isInvitable(option: OwnCampaignOption): boolean {
  return canMove(option.status, 'invite', 'brand');
}

/** An option's text: a campaign the creator is already on says how, instead of being offered. */
function optionLabel(option: OwnCampaignOption): string {
  // One call to the shared word for a status, so every screen says the same.
  return option.status ? `${option.campaignTitle} · ${ENTRY_STATUS_LABELS[option.status]}` : option.campaignTitle;
}

/**
 * Spec §2 card: a select of the brand's own open campaigns and 'Invite / Assign'; a link to create
 * one when there is none. A search field finds a campaign by title on the server (debounced), so a
 * brand with hundreds of campaigns reaches every one of them. A campaign the creator is already on
 * is listed with their status and cannot be chosen (issue 30: no second invitation to try).
 */
export function InviteControls({ pageCreatorIds, influencerId, influencerName }: InviteControlsProps) {
  const selectId = useId();
  const searchId = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedText(q, setQ);
  const [chosenId, setChosenId] = useState('');
  const invite = useInviteInfluencer();
  const campaigns = useOwnCampaignOptions(pageCreatorIds, influencerId, q, { enabled: true });

  if (!campaigns.data) {
    if (campaigns.isError) {
      return (
        <div className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          <span>We could not load your campaigns.</span>
          <Button variant="ghost" size="sm" onClick={() => void campaigns.refetch()}>
            Retry
          </Button>
        </div>
      );
    }
    return <div aria-hidden className="h-11 animate-pulse rounded-lg bg-brand-100/70" />;
  }

  const { options: found, total } = campaigns.data;
  if (total === 0 && q === '') {
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

  // The newest invitable match is chosen until the brand picks another (or the picked one is no
  // longer found or invitable: an invitation just sent marks it).
  const invitable = found.filter(isInvitable);
  const selectedId = invitable.some((campaign) => campaign._id === chosenId) ? chosenId : (invitable[0]?._id ?? '');
  const options =
    found.length > 0
      ? [
          ...(invitable.length === 0 ? [{ value: '', label: 'Already on every one shown' }] : []),
          ...found.map((campaign) => ({
            value: campaign._id,
            label: optionLabel(campaign),
            disabled: !isInvitable(campaign),
          })),
        ]
      : [{ value: '', label: 'No open campaign matches' }];

  const handleInvite = () => {
    if (selectedId) invite.mutate({ campaignId: selectedId, influencerId });
  };

  return (
    // Laid out by the card's own width, not the window's: a desktop grid's card is phone-narrow.
    <div className="@container flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {`Find a campaign to invite ${influencerName} to`}
      </label>
      <Input
        id={searchId}
        type="search"
        value={search.text}
        onChange={search.handleChange}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commitNow();
        }}
        placeholder="Find a campaign by title"
        maxLength={CAMPAIGN_TEXT_LIMITS.search}
      />
      <div className="flex flex-col gap-2 @md:flex-row @md:items-center">
        <label htmlFor={selectId} className="sr-only">
          {`Campaign to invite ${influencerName} to`}
        </label>
        <Select
          id={selectId}
          value={selectedId}
          onChange={(event) => setChosenId(event.target.value)}
          options={options}
          disabled={found.length === 0}
          className="min-w-0 flex-1"
        />
        <Button
          onClick={handleInvite}
          isLoading={invite.isPending}
          disabled={!selectedId}
          aria-label={`Invite / Assign ${influencerName}`}
          className="shrink-0"
        >
          <Send aria-hidden className="size-4" />
          Invite / Assign
        </Button>
      </div>
      {total > found.length && (
        <p className="text-xs text-ink-muted">{`${found.length} of ${total} open campaigns shown: type to find another.`}</p>
      )}
    </div>
  );
}
