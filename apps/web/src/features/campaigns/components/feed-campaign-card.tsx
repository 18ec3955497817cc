import {
  DESCRIPTION_LIMITS,
  ENTRY_STATUS_LABELS,
  truncateWithEllipsis,
  type Campaign,
  type EntryStatus,
} from '@equicreators/shared';
import { BadgeCheck, CalendarClock, ClipboardList, Coins, Users } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApplyButton } from './apply-button';
import { CampaignImages } from './campaign-images';
import { offerSummaryOf } from '../offer-summary';
import { hasUpdatedTerms } from '../updated-terms';
import { CampaignMeta } from './campaign-meta';
import { HireOfferPanel } from './hire-offer-panel';
import { WithdrawButton } from './withdraw-button';

export type FeedCampaignCardProps = {
  campaign: Campaign;
  /** The campaign the creator was sent to (an invitation link, another screen): a highlighted border. */
  isHighlighted?: boolean;
  onViewDetails: (campaign: Campaign) => void;
  ref?: Ref<HTMLElement>;
};

/** One campaign in the creator's list (spec §2 card). */
export function FeedCampaignCard({ campaign, isHighlighted = false, onViewDetails, ref }: FeedCampaignCardProps) {
  const titleId = useId();
  const description = campaign.campaignDescription.trim();
  const isUpdated = hasUpdatedTerms(campaign);
  const statusBadge = statusBadgeOf(campaign.myStatus);
  const summary = offerSummaryOf(campaign);
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={isHighlighted || undefined}
      data-highlighted={isHighlighted || undefined}
      className={cn(
        'flex h-full min-w-0 scroll-mt-24 flex-col gap-4 rounded-[var(--radius-card)] border bg-white p-5 shadow-[var(--shadow-card)]',
        isHighlighted ? 'border-gold-500 ring-2 ring-gold-400' : 'border-line',
      )}
    >
      <header className="flex flex-col gap-2">
        {(isHighlighted || isUpdated || statusBadge || campaign.matchesProfile) && (
          <div className="flex flex-wrap gap-2">
            {statusBadge}
            {campaign.matchesProfile && (
              <Badge tone="success">
                <BadgeCheck aria-hidden className="size-3.5" />
                Matches your profile
              </Badge>
            )}
            {isUpdated && (
              <Badge tone="brand">
                <span title="The brand changed the compensation, deliverables or deadlines">Updated</span>
              </Badge>
            )}
            {isHighlighted && <Badge tone="brand">Selected for you</Badge>}
          </div>
        )}
        <h3 id={titleId} className="text-xl leading-snug break-words">
          {campaign.campaignTitle}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-ink-muted">
          <span>{campaign.companyName}</span>
          <RatingSummaryText summary={campaign.brandRating} label="Brand rating" />
        </p>
        <CampaignMeta campaign={campaign} />
        <OfferFacts summary={summary} />
      </header>
      <CampaignImages images={campaign.images} thumbnails={campaign.thumbnails} title={campaign.campaignTitle} />
      {description && (
        <p className="leading-relaxed break-words text-ink">
          {truncateWithEllipsis(description, DESCRIPTION_LIMITS.list)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-1">
        <Button variant="secondary" onClick={() => onViewDetails(campaign)}>
          View details<span className="sr-only">{` of ${campaign.campaignTitle}`}</span>
        </Button>
        <FeedApplyAction campaign={campaign} />
        <WithdrawButton campaign={campaign} />
        <HireOfferPanel campaign={campaign} />
      </div>
    </article>
  );
}

/** Statuses the Apply button shows as they are, full or not: the creator is (or was) in the campaign. */
const SETTLED_STATUSES: readonly (EntryStatus | null)[] = ['Applied', 'Hired', 'Declined'];

/**
 * Apply, or 'Full' on a campaign with no spot left (issue 31): it stays listed but takes no new
 * applications (the server refuses them too); a creator already in it still sees her status.
 */
export function FeedApplyAction({ campaign }: { campaign: Campaign }) {
  if (campaign.spotsLeft !== 0 || SETTLED_STATUSES.includes(campaign.myStatus)) {
    return <ApplyButton campaign={campaign} />;
  }
  return (
    <Button variant="secondary" disabled>
      Full<span className="sr-only">{`: ${campaign.campaignTitle} takes no more creators`}</span>
    </Button>
  );
}

/** One fact of the offer with its icon; its label is for screen readers, the icon says it on screen. */
function OfferFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="flex shrink-0 items-center pt-0.5 text-ink-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** Pay, deadline, deliverables and spots left (issue 31): each line only when the offer says it. */
function OfferFacts({ summary }: { summary: ReturnType<typeof offerSummaryOf> }) {
  const iconClass = 'size-4';
  return (
    <dl className="flex flex-col gap-1.5 text-sm text-ink">
      {summary.pay && (
        <OfferFact icon={<Coins aria-hidden className={iconClass} />} label="Pay">
          <span className="font-semibold">{summary.pay}</span>
        </OfferFact>
      )}
      {summary.applyBy && (
        <OfferFact icon={<CalendarClock aria-hidden className={iconClass} />} label="Deadline">
          {summary.applyBy}
        </OfferFact>
      )}
      {summary.deliverables && (
        <OfferFact icon={<ClipboardList aria-hidden className={iconClass} />} label="Deliverables">
          {summary.deliverables}
        </OfferFact>
      )}
      {summary.spots && (
        <OfferFact icon={<Users aria-hidden className={iconClass} />} label="Spots">
          {summary.isFull ? <Badge tone="warning">Full</Badge> : summary.spots}
        </OfferFact>
      )}
    </dl>
  );
}

/**
 * The creator's status where the Apply button does not already say it: an invitation awaiting her
 * answer, or the end of one (declined invitation, withdrawn application), in the shared words.
 */
function statusBadgeOf(status: EntryStatus | null) {
  if (status === 'Not Applied') return <Badge tone="warning">{ENTRY_STATUS_LABELS[status]}</Badge>;
  if (status === 'Invitation Declined' || status === 'Withdrawn') {
    return <Badge tone="neutral">{ENTRY_STATUS_LABELS[status]}</Badge>;
  }
  return null;
}
