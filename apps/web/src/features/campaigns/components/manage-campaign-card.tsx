import { CAMPAIGN_STATUS_LABELS, type Campaign } from '@equicreators/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { CampaignCreatorsList } from './campaign-creators-list';
import { CampaignLifecycleActions } from './campaign-lifecycle-actions';
import { CampaignMeta } from './campaign-meta';
import { CreatorStatusFilter, type CreatorStatusChoice } from './creator-status-filter';

export type ManageCampaignCardProps = {
  campaign: Campaign;
  /** Opens the details drawer (spec §2: clicking the title). */
  onOpenDetails: (campaign: Campaign) => void;
};

/** One of the brand's campaigns on /manage-campaign: what it is, how it does, and its creators. */
export function ManageCampaignCard({ campaign, onOpenDetails }: ManageCampaignCardProps) {
  const cover = campaign.thumbnails[0] ?? campaign.images[0];
  const entries = campaign.influencers ?? [];
  const [chosenStatus, setShownStatus] = useState<CreatorStatusChoice>('all');
  // A status whose last creator moved on (a hire, a withdrawal) falls back to every creator.
  const shownStatus = entries.some((entry) => entry.status === chosenStatus) ? chosenStatus : 'all';
  const shown = shownStatus === 'all' ? entries : entries.filter((entry) => entry.status === shownStatus);
  return (
    <article
      aria-labelledby={`campaign-${campaign._id}`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex gap-4">
        {cover && (
          <img
            src={cover}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            decoding="async"
            className="hidden h-18 w-24 shrink-0 rounded-lg object-cover sm:block"
          />
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id={`campaign-${campaign._id}`} className="text-2xl break-words">
            <button
              type="button"
              onClick={() => onOpenDetails(campaign)}
              className="rounded text-left text-brand-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
            >
              {campaign.campaignTitle}
            </button>
          </h2>
          {/* The counts sit with the list they count (below), not the spec's applied-only "Creators". */}
          <CampaignMeta campaign={campaign} hideCounts />
          {campaign.status !== 'open' && (
            <Badge tone={campaign.status === 'closed' ? 'warning' : 'neutral'} className="self-start">
              {CAMPAIGN_STATUS_LABELS[campaign.status]}
            </Badge>
          )}
        </div>
      </div>
      <CampaignLifecycleActions campaign={campaign} />
      <section aria-label="Creators" className="flex flex-col gap-2">
        <h3 className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">
          Creators <span className="tabular-nums">{entries.length}</span>
        </h3>
        {entries.length > 0 && (
          <CreatorStatusFilter
            entries={entries}
            value={shownStatus}
            onChange={setShownStatus}
            campaignTitle={campaign.campaignTitle}
          />
        )}
        <CampaignCreatorsList campaign={{ ...campaign, influencers: shown }} />
      </section>
    </article>
  );
}
