import { PRODUCT } from '@equicreators/shared';
import { Mail } from 'lucide-react';
import { CardGrid } from '@/components/layout/card-grid';
import { ContentSection } from '@/components/layout/content-section';
import { Button } from '@/components/ui/button';
import { HOME } from '@/content/home';
import { PAGE_META } from '@/content/page-meta';
import { islandAttributes } from '@/islands/island-names';
import { useSiteConfig } from '@/lib/site/site-config';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { FeaturedCreators } from '../components/featured-creators';
import { HeroArt } from '../components/hero-art';
import { HowItWorks } from '../components/how-it-works';
import { useFeaturedCreators } from '../hooks/use-featured-creators';

/**
 * Spec §2 Home: hero, marketing, featured creators, why equestrian creators, how it works, contact.
 * The spec's four invented sample creators are not shown: the featured creators are those an admin
 * chose, or the section hides (DECISIONS: featured creators are real).
 */
export function HomePage() {
  usePageMeta(PAGE_META.home);
  const supportEmail = useSiteConfig()?.supportEmail;
  const featuredCreators = useFeaturedCreators();
  return (
    <>
      <section className="overflow-hidden bg-brand-900 text-cream">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 sm:px-6 md:py-28 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-[0.25em] text-gold-400 uppercase">{HOME.eyebrow}</p>
            <h1 className="text-5xl leading-tight text-cream md:text-6xl">{PRODUCT.name}</h1>
            <p className="max-w-2xl font-display text-2xl text-saddle-100 italic">{PRODUCT.tagline}</p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button asChild variant="accent" size="lg">
                <a href="/join" {...islandAttributes('join-link')} data-join-as="brand">
                  Join as Brand
                </a>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <a href="/join" {...islandAttributes('join-link')} data-join-as="contentCreator">
                  Join as Influencer
                </a>
              </Button>
            </div>
          </div>
          <div className="hidden justify-center lg:flex">
            <HeroArt />
          </div>
        </div>
      </section>

      <ContentSection title={HOME.marketing.title}>
        <p className="max-w-2xl text-lg text-ink-muted">{HOME.marketing.text}</p>
        <CardGrid items={HOME.marketing.steps} />
      </ContentSection>

      <FeaturedCreators creators={featuredCreators} />

      <ContentSection title={HOME.why.title} tone="parchment">
        <CardGrid items={HOME.why.points} columns={4} />
      </ContentSection>

      <ContentSection title={HOME.howItWorks.title}>
        <HowItWorks />
      </ContentSection>

      <ContentSection title={HOME.contact.title} tone="parchment">
        <p className="max-w-2xl text-lg text-ink-muted">{HOME.contact.text}</p>
        {supportEmail && (
          <a
            href={`mailto:${supportEmail}`}
            className="inline-flex items-center gap-2 self-start text-lg font-semibold text-brand-700 underline underline-offset-4"
          >
            <Mail aria-hidden className="size-5" />
            {supportEmail}
          </a>
        )}
      </ContentSection>
    </>
  );
}
