import { PRODUCT } from '@equicreators/shared';
import { Check } from 'lucide-react';
import { ContentSection } from '@/components/layout/content-section';
import { PageHero } from '@/components/layout/page-hero';
import { ABOUT } from '@/content/about';
import { CLUB } from '@/content/club';
import { PAGE_META } from '@/content/page-meta';
import { usePageMeta } from '@/lib/site/use-page-meta';

/** Spec §1 About Us: the story, what EquiCreators is, the mission, the founder and the goals. */
export function AboutPage() {
  usePageMeta(PAGE_META.about);
  return (
    <>
      <PageHero eyebrow="About Us" title={`The story of ${PRODUCT.name}`}>
        <p>{PRODUCT.tagline}</p>
      </PageHero>
      <ContentSection title="Our story">
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-ink-muted">
          {ABOUT.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>
      <ContentSection title={`What is ${PRODUCT.name}?`} tone="parchment">
        <p className="max-w-3xl text-lg text-ink-muted">{ABOUT.whatIs}</p>
      </ContentSection>
      <ContentSection title="Our mission">
        <p className="max-w-3xl font-display text-2xl text-brand-900 italic">{CLUB.mission}</p>
      </ContentSection>
      <ContentSection title="Our founder" tone="parchment">
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-ink-muted">
          {ABOUT.founder.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>
      <ContentSection title="Our goals">
        <ul className="flex max-w-3xl flex-col gap-3">
          {ABOUT.goals.map((goal) => (
            <li key={goal} className="flex gap-3 text-lg">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-600" />
              {goal}
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
