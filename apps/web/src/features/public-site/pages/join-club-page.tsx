import { CardGrid } from '@/components/layout/card-grid';
import { ContentSection } from '@/components/layout/content-section';
import { PageHero } from '@/components/layout/page-hero';
import { CLUB } from '@/content/club';
import { PAGE_META } from '@/content/page-meta';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { ClubApplyLink } from '../components/club-apply-link';
import { ClubJoin } from '../components/club-join';

/** Spec §2 Join Club, short version: hero, intro, a creator's membership, perks, and the way to the long version. */
export function JoinClubPage() {
  usePageMeta(PAGE_META.joinClub);
  return (
    <>
      <PageHero eyebrow="Join Club" title="Ride with the EquiCreators club">
        <p data-club-offer="">
          For creators of content with any equines, from {CLUB.fee.monthly} a month. Riding is not required; every
          background is welcome.
        </p>
      </PageHero>
      <ContentSection title="What members get">
        {/* A creator's membership (or the way to pay) first; a member's panel hides the offer below. */}
        <ClubJoin />
        <CardGrid items={CLUB.perks} />
        <div className="flex flex-wrap items-center gap-4">
          <div data-club-offer="" className="flex">
            <ClubApplyLink label="Apply to join" />
          </div>
          <a href="/club" className="font-semibold text-brand-700 underline underline-offset-4">
            Read more about the club
          </a>
        </div>
      </ContentSection>
    </>
  );
}
