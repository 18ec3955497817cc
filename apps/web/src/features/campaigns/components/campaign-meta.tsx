import type { Campaign, CampaignPlatform, CampaignPrice } from '@equicreators/shared';
import { UserCheck, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatTimeAgo } from '@/lib/time-ago';
import { PlatformIcon } from './platform-icon';

/** The platform's logo and name (spec §2: social media icon and name). */
export function PlatformLabel({ platform, className }: { platform: CampaignPlatform; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium text-brand-800', className)}>
      <PlatformIcon platform={platform} />
      {platform}
    </span>
  );
}

/** 'Paid' or 'Unpaid' as a badge. */
export function PriceBadge({ price }: { price: CampaignPrice }) {
  return <Badge tone={price === 'Paid' ? 'success' : 'neutral'}>{price}</Badge>;
}

/** When the campaign was published, relative to now ("3 days ago"), with the full date on hover. */
export function TimeAgo({ createdAt, className }: { createdAt: string; className?: string }) {
  // Computed once per mount: a card does not need to tick while it is on screen.
  const { text, full } = useMemo(() => {
    const date = new Date(createdAt);
    return {
      text: formatTimeAgo(date, new Date()),
      full: Number.isNaN(date.getTime())
        ? ''
        : date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }),
    };
  }, [createdAt]);
  return (
    <time dateTime={createdAt} title={full} className={cn('text-sm text-ink-muted', className)}>
      {text}
    </time>
  );
}

/** The Creators (applied or hired: the drawer's grid) and Hired counts of spec §2. */
export function CampaignCounts({ creatorsCount, hiredCount }: Pick<Campaign, 'creatorsCount' | 'hiredCount'>) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
      <div className="inline-flex items-center gap-1.5">
        <Users aria-hidden className="size-4 text-ink-muted" />
        <dt>Creators</dt>
        <dd className="font-semibold">{creatorsCount}</dd>
      </div>
      <div className="inline-flex items-center gap-1.5">
        <UserCheck aria-hidden className="size-4 text-ink-muted" />
        <dt>Hired</dt>
        <dd className="font-semibold">{hiredCount}</dd>
      </div>
    </dl>
  );
}

export type CampaignMetaProps = {
  campaign: Pick<Campaign, 'social_media' | 'price' | 'createdAt' | 'creatorsCount' | 'hiredCount'>;
  /** Leave out the time-ago (the drawer does not show it). */
  hideTimeAgo?: boolean;
  /** Leave out the counts (the brand's card counts its list of creators where it shows it). */
  hideCounts?: boolean;
  className?: string;
};

/** Platform, price, time-ago and counts in one wrapping row: what every campaign card shows. */
export function CampaignMeta({ campaign, hideTimeAgo = false, hideCounts = false, className }: CampaignMetaProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <PlatformLabel platform={campaign.social_media} />
      <PriceBadge price={campaign.price} />
      {!hideTimeAgo && <TimeAgo createdAt={campaign.createdAt} />}
      {!hideCounts && <CampaignCounts creatorsCount={campaign.creatorsCount} hiredCount={campaign.hiredCount} />}
    </div>
  );
}
