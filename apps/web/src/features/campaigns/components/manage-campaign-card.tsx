import { CAMPAIGN_STATUS_LABELS, formatMoney, type Campaign } from '@equicreators/shared';
import { useState } from 'react';
import { PanelRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CampaignCreatorsList } from './campaign-creators-list';
import { CampaignLifecycleActions } from './campaign-lifecycle-actions';
import { CampaignMeta } from './campaign-meta';
import { CreatorStatusFilter, type CreatorStatusChoice } from './creator-status-filter';

export type ManageCampaignCardProps = {
  campaign: Campaign;
  /** Opens the details drawer (spec §2's details: images, dates, terms). */
  onOpenDetails: (campaign: Campaign) => void;
  /** On the campaign's own page the title is the page's heading, not a link to it. */
  isOwnPage?: boolean;
};

/**
 * One of the brand's campaigns on /manage-campaign and on its own page: what it is, how it does,
 * and its creators. In the list the title leads to the campaign's page (/manage-campaign/{id}).
 */
export function ManageCampaignCard({ campaign, onOpenDetails, isOwnPage = false }: ManageCampaignCardProps) {
  const cover = campaign.thumbnails[0] ?? campaign.images[0];
  const entries = campaign.influencers ?? [];
  const [chosenStatus, setShownStatus] = useState<CreatorStatusChoice>('all');
  // A status whose last creator moved on (a hire, a withdrawal) falls back to every creator.
  const shownStatus = entries.some((entry) => entry.status === chosenStatus) ? chosenStatus : 'all';
  const shown = shownStatus === 'all' ? entries : entries.filter((entry) => entry.status === shownStatus);
  const Heading = isOwnPage ? 'h1' : 'h2';
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
          <Heading
            id={`campaign-${campaign._id}`}
            className={isOwnPage ? 'text-3xl break-words' : 'text-2xl break-words'}
          >
            {isOwnPage ? (
              campaign.campaignTitle
            ) : (
              <Link
                to={`/manage-campaign/${encodeURIComponent(campaign._id)}`}
                className="rounded text-brand-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              >
                {campaign.campaignTitle}
              </Link>
            )}
          </Heading>
          {/* The counts sit with the list they count (below), not the spec's applied-only "Creators". */}
          <CampaignMeta campaign={campaign} hideCounts />
          {campaign.status !== 'open' && (
            <Badge tone={campaign.status === 'closed' ? 'warning' : 'neutral'} className="self-start">
              {CAMPAIGN_STATUS_LABELS[campaign.status]}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onOpenDetails(campaign)}>
          <PanelRight aria-hidden className="size-4" />
          Details
        </Button>
        <CampaignLifecycleActions campaign={campaign} />
      </div>
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
        <AgreedFees campaign={campaign} />
        <CampaignCreatorsList campaign={{ ...campaign, influencers: shown }} />
      </section>
    </article>
  );
}

/** The money this campaign has committed (issue 31): 'Agreed fees: £550 (2 hired)'. */
function AgreedFees({ campaign }: { campaign: Campaign }) {
  if (!campaign.offer.kinds.includes('fee') || campaign.hiredCount === 0) return null;
  const total = campaign.agreedFeesTotalMinor ?? 0;
  return (
    <p className="text-sm font-semibold text-brand-900">
      Agreed fees: {formatMoney(total, campaign.offer.currency)}{' '}
      <span className="font-normal text-ink-muted">({campaign.hiredCount} hired)</span>
    </p>
  );
}
