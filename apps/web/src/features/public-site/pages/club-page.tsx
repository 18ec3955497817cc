import { Check } from 'lucide-react';
import { CardGrid } from '@/components/layout/card-grid';
import { ContentSection } from '@/components/layout/content-section';
import { PageHero } from '@/components/layout/page-hero';
import { CLUB } from '@/content/club';
import { PAGE_META } from '@/content/page-meta';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { ClubApplyLink } from '../components/club-apply-link';
import { ClubJoin } from '../components/club-join';

/**
 * Spec §1/§2 the club, long version: mission, membership (a creator's panel, fee, dues), perks,
 * expectations, who may join, apply. The membership comes first (issue 30): a member sees their own
 * standing and the return from Checkout at the top, and the panel hides what is only for joining.
 */
export function ClubPage() {
  usePageMeta(PAGE_META.club);
  return (
    <>
      <PageHero eyebrow="The EquiCreators Club" title="A club for creators who live with horses">
        <p>{CLUB.mission}</p>
      </PageHero>
      <ContentSection title="Membership">
        <ClubJoin showsSchedule />
        <div className="grid gap-8 lg:grid-cols-2">
          {/* The price is for joining: a member's panel hides it (club-join-view.ts, data-club-offer). */}
          <div
            data-club-offer=""
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-6"
          >
            <p>
              <span className="font-display text-5xl text-brand-900">{CLUB.fee.monthly}</span>{' '}
              <span className="text-ink-muted">a month</span>
            </p>
            <p className="font-semibold text-saddle-700">{CLUB.fee.yearlyNote}</p>
          </div>
          <div>
            <h3 className="font-display text-xl text-brand-900">Your dues cover</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {CLUB.duesCover.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </ContentSection>
      <ContentSection title="Member perks">
        <CardGrid items={CLUB.perks} />
      </ContentSection>
      <ContentSection title="What we expect" tone="parchment">
        <CardGrid items={CLUB.expectations} columns={4} />
      </ContentSection>
      <ContentSection title="Who may join" tone="parchment">
        <ul className="flex max-w-3xl flex-col gap-3 text-lg">
          {CLUB.whoMayJoin.map((line) => (
            <li key={line} className="flex gap-3">
              <Check aria-hidden className="mt-1.5 size-5 shrink-0 text-brand-600" />
              {line}
            </li>
          ))}
        </ul>
        <div data-club-offer="" className="flex">
          <ClubApplyLink />
        </div>
      </ContentSection>
    </>
  );
}
