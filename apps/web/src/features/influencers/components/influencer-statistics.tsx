import { formatFollowerCount } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { CreatorFacetsSummary } from '@/components/creators/creator-facets-summary';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { cn } from '@/lib/cn';
import { CONTACT_AFTER_HIRE, formatJoinedDate, fullName, type InfluencerDisplay } from '../influencer-display';
import { ClubMemberBadge } from './club-member-badge';
import { InfluencerAvatar } from './influencer-avatar';
import { NicheTags } from './niche-tags';
import { SocialLinksList } from './social-links-list';
import { VerifiedBadge } from './verified-badge';

export type InfluencerStatisticsProps = { influencer: InfluencerDisplay; className?: string };

/**
 * The full profile (spec §2 'Influencer Statistics' drawer, and the creator's own profile page):
 * picture, name, badge, contact details when the viewer may see them (a brand: once it has hired
 * the creator; a note says so before), texts, niches, every link with its count, the total
 * followers, the brands' rating and the date joined; the equestrian profile with each platform's
 * figures and their date (issue 33).
 */
export function InfluencerStatistics({ influencer, className }: InfluencerStatisticsProps) {
  const name = fullName(influencer);
  const facts: { term: string; value: ReactNode }[] = [
    { term: 'Total followers', value: formatFollowerCount(influencer.totalFollowers) },
    { term: 'Rating', value: <RatingSummaryText summary={influencer.rating} /> },
    { term: 'Joined', value: formatJoinedDate(influencer.dateJoined) },
  ];
  if (influencer.email) {
    facts.push({
      term: 'Email',
      value: (
        <a href={`mailto:${influencer.email}`} className="break-all text-brand-800 underline underline-offset-4">
          {influencer.email}
        </a>
      ),
    });
  }
  // The creator's own profile always has its e-mail; a brand that has not hired them gets neither.
  if (!influencer.email && !influencer.phoneNumber) {
    facts.push({ term: 'Contact', value: <span className="text-ink-muted">{CONTACT_AFTER_HIRE}</span> });
  }
  if (influencer.phoneNumber) {
    facts.push({
      term: 'Phone',
      value: (
        <a href={`tel:${influencer.phoneNumber}`} className="text-brand-800 underline underline-offset-4">
          {influencer.phoneNumber}
        </a>
      ),
    });
  }

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col items-center gap-3 text-center">
        <InfluencerAvatar influencer={influencer} size="xl" />
        <p className="font-display text-2xl text-brand-900">{name}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <VerifiedBadge isVerified={influencer.verified} />
          {influencer.clubMember && <ClubMemberBadge />}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-parchment px-3 py-2">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <StatisticsSection title="Equestrian profile">
        <CreatorFacetsSummary facets={influencer.facets} name={name} />
      </StatisticsSection>
      <StatisticsSection title="Bio">
        <p className="text-sm break-words whitespace-pre-line text-ink">{influencer.bio || 'No bio yet.'}</p>
      </StatisticsSection>
      <StatisticsSection title="Description">
        <p className="text-sm break-words whitespace-pre-line text-ink">
          {influencer.description || 'No description yet.'}
        </p>
      </StatisticsSection>
      <StatisticsSection title="Niches">
        {influencer.niche.length > 0 ? (
          <NicheTags niches={influencer.niche} label={`Niches of ${name}`} />
        ) : (
          <p className="text-sm text-ink-muted">No niches yet.</p>
        )}
      </StatisticsSection>
      <StatisticsSection title="Social links">
        <SocialLinksList links={influencer.socialMediaLinks} label={`Social links of ${name}`} />
      </StatisticsSection>
    </div>
  );
}

function StatisticsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}
