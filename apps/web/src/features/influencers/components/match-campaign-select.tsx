import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Select } from '@/components/ui/select';
import type { MatchCampaign } from '../api/list-open-own-campaigns';

export type MatchCampaignSelectProps = {
  campaigns: readonly MatchCampaign[];
  /** The campaign the creators are sorted by. */
  value: string;
  onChange: (campaignId: string) => void;
};

/**
 * "Best match first" (issue 33): which of the brand's open campaigns the creators are matched to
 * (the disciplines and countries it wants); a brand without one is pointed to creating one.
 */
export function MatchCampaignSelect({ campaigns, value, onChange }: MatchCampaignSelectProps) {
  const selectId = useId();
  if (campaigns.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        To sort creators by match,{' '}
        <Link to="/campaigncreation" className="font-semibold text-brand-800 underline underline-offset-4">
          <Plus aria-hidden className="inline size-3.5" /> create a campaign
        </Link>{' '}
        and choose the disciplines and countries it wants.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={selectId} className="shrink-0 text-sm font-semibold text-ink">
        Best match for
      </label>
      <Select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={campaigns.map((campaign) => ({ value: campaign._id, label: campaign.campaignTitle }))}
        className="min-w-0 flex-1 sm:max-w-md"
      />
    </div>
  );
}
