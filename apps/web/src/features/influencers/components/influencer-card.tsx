import { brandKitPath } from '@equicreators/shared';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { cn } from '@/lib/cn';
import { fullName, nameInitials, type InfluencerDisplay } from '../influencer-display';
import { FacetSummary, type FacetSummaryFacets } from './facet-summary';
import { InfluencerAvatar } from './influencer-avatar';
import { NicheTags } from './niche-tags';
import { SocialLinksList } from './social-links-list';
import { VerifiedBadge } from './verified-badge';

export type InfluencerCardProps = {
  /** With `facets` (browsed creators carry them), the card shows disciplines and place. */
  influencer: InfluencerDisplay & { facets?: FacetSummaryFacets };
  /** Makes the avatar a button that opens the 'Influencer Statistics' drawer. */
  onOpenStatistics?: (influencer: InfluencerDisplay) => void;
  /** Controls under the card's content (the brand's campaign select and 'Invite / Assign'). */
  actions?: ReactNode;
  /** The name's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * Spec §2 influencer card: avatar, verified badge, name, the brands' rating (issue 22), e-mail (paid
 * brands and the creator only), disciplines and place (issue 33), description, niche tags, bio and
 * social links with follower counts.
 */
export function InfluencerCard({
  influencer,
  onOpenStatistics,
  actions,
  headingLevel = 3,
  className,
}: InfluencerCardProps) {
  const headingId = useId();
  const name = fullName(influencer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const avatar = <InfluencerAvatar influencer={influencer} size="md" />;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full min-w-0 flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        {onOpenStatistics ? (
          <button
            type="button"
            onClick={() => onOpenStatistics(influencer)}
            // The initials the avatar may show belong in the name: a speech-input user says what they see (WCAG 2.5.3).
            aria-label={`Statistics of ${name}, ${nameInitials(influencer)}`}
            aria-haspopup="dialog"
            className="shrink-0 rounded-full transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
          >
            {avatar}
          </button>
        ) : (
          avatar
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <VerifiedBadge isVerified={influencer.verified} className="self-start" />
          <Heading id={headingId} className="font-display text-xl break-words text-brand-900">
            {influencer.mediaKitHandle ? (
              // The way from search to the creator's media kit (issue 46).
              <Link
                to={brandKitPath(influencer.mediaKitHandle)}
                className="underline-offset-4 hover:underline focus-visible:underline"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </Heading>
          <RatingSummaryText summary={influencer.rating} />
          {influencer.email && (
            <a
              href={`mailto:${influencer.email}`}
              className="truncate text-sm text-brand-800 underline-offset-4 hover:underline"
            >
              {influencer.email}
            </a>
          )}
        </div>
      </div>
      {influencer.facets && <FacetSummary facets={influencer.facets} name={name} />}
      {influencer.description && (
        <p className="line-clamp-3 text-sm font-semibold break-words text-ink">{influencer.description}</p>
      )}
      <NicheTags niches={influencer.niche} label={`Niches of ${name}`} />
      {influencer.bio && <p className="line-clamp-4 text-sm break-words text-ink-muted">{influencer.bio}</p>}
      <SocialLinksList links={influencer.socialMediaLinks} label={`Social links of ${name}`} />
      {actions && <div className="mt-auto border-t border-line pt-4">{actions}</div>}
    </article>
  );
}
