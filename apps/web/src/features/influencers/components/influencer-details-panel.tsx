import type { RatingSummary } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { RatingSummaryText } from '@/components/ratings/rating-summary';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import { CONTACT_AFTER_HIRE, fullName, type InfluencerDisplay } from '../influencer-display';
import { InfluencerAvatar } from './influencer-avatar';
import { SocialLinksList } from './social-links-list';

/** What the panel shows: a list row has part of it, the full profile the rest (bio, phone, rating). */
export type InfluencerDetails = Pick<
  InfluencerDisplay,
  '_id' | 'firstName' | 'lastName' | 'niche' | 'socialMediaLinks' | 'media' | 'thumbnail' | 'email' | 'phoneNumber'
> & { bio?: string; rating?: RatingSummary };

/** Spec §2 brand messaging screen: the collapsible 'Influencer Details' panel. */
export function InfluencerDetailsPanel({ details }: { details: InfluencerDetails }) {
  const name = fullName(details);
  // E-mail and phone come only once the brand has hired the creator (DECISIONS: contact details).
  const contactRows: { term: string; value: ReactNode }[] = details.email
    ? [
        {
          term: 'Email',
          value: (
            <a href={`mailto:${details.email}`} className="break-all text-brand-800 underline underline-offset-4">
              {details.email}
            </a>
          ),
        },
        { term: 'Phone', value: details.phoneNumber || '—' },
      ]
    : [{ term: 'Contact', value: <span className="text-ink-muted">{CONTACT_AFTER_HIRE}</span> }];
  const rows: { term: string; value: ReactNode }[] = [
    { term: 'Bio', value: details.bio || '—' },
    ...contactRows,
    { term: 'Niche', value: details.niche.join(', ') || '—' },
    ...(details.rating ? [{ term: 'Rating', value: <RatingSummaryText summary={details.rating} /> }] : []),
    {
      term: 'Social links',
      value: <SocialLinksList links={details.socialMediaLinks} label={`Social links of ${name}`} />,
    },
  ];
  return (
    <DisclosurePanel title="Influencer Details">
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <InfluencerAvatar influencer={details} size="lg" />
          <p className="font-display text-2xl break-words text-brand-900">{name}</p>
        </div>
        <dl className="flex flex-col gap-3 text-sm">
          {rows.map(({ term, value }) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{term}</dt>
              <dd className="break-words whitespace-pre-line text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </DisclosurePanel>
  );
}
