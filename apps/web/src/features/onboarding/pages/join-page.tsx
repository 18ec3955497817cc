import type { PartnerType } from '@equicreators/shared';
import { CalendarClock, Mail } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PartnerChoice } from '@/components/forms/partner-choice';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { takeJoinIntent } from '@/lib/session/join-intent';
import { readSelectedPartner } from '@/lib/session/session';
import { useIsHydrated } from '@/lib/site/use-is-hydrated';
import { usePartnerChoice } from '@/lib/forms/use-partner-choice';
import { useSiteConfig } from '@/lib/site/site-config';
import { SkeletonStack } from '@/components/ui/skeleton';
import type { BrandRegistered } from '../components/brand-wizard';
import { MarketingCarousel } from '../components/marketing-carousel';
import { CAROUSEL_SLIDES } from '../content/carousel-slides';

type Stage = 'choose' | 'wizard' | 'brand-done';

// The wizards (forms, validation, uploads of codes) load when the visitor heads for them, so the
// first screen of /join stays as light as the public pages.
const importBrandWizard = () => import('../components/brand-wizard');
const importCreatorWizard = () => import('../components/creator-wizard');
const BrandWizard = lazy(async () => ({ default: (await importBrandWizard()).BrandWizard }));
const CreatorWizard = lazy(async () => ({ default: (await importCreatorWizard()).CreatorWizard }));
const BrandSuccess = lazy(async () => ({ default: (await import('../components/brand-success')).BrandSuccess }));

/** Starts loading a wizard as soon as the visitor points at or focuses Next. */
function preloadWizard(partner: PartnerType): void {
  void (partner === 'brand' ? importBrandWizard() : importCreatorWizard());
}

// What "Join as Brand" left for this page load (spec §2: it preselects the brand), read once per
// visit; undefined until then.
let joinIntent: PartnerType | null | undefined;

/** The join link's choice, else the one remembered under selected_partner. */
function readPreferredPartner(): PartnerType | null {
  if (joinIntent === undefined) joinIntent = takeJoinIntent();
  return joinIntent ?? readSelectedPartner();
}

/**
 * Spec §2 onboarding: choose Content Creator or Brand, then the matching wizard. It runs without
 * the router (decision 012: its page hydrates this alone), so its links load their pages. Its title
 * and description come with the page rendered ahead, or from `JoinRoute` in the app.
 */
export function JoinPage() {
  const [partner, choosePartner] = usePartnerChoice(readPreferredPartner);
  const [stage, setStage] = useState<Stage>('choose');
  const [registered, setRegistered] = useState<BrandRegistered | null>(null);
  const isHydrated = useIsHydrated();

  const handlePartnerChange = (next: PartnerType) => {
    // A choice made here outlasts the link's, should the visitor come back to this page.
    joinIntent = null;
    choosePartner(next);
  };

  return (
    <div className="grid min-h-dvh grid-cols-1 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 sm:px-8">
        <Logo />
        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          {stage === 'choose' && (
            <fieldset disabled={!isHydrated} className="flex min-w-0 flex-col gap-6">
              <h1 className="text-4xl">Join EquiCreators</h1>
              <PartnerChoice
                value={partner}
                onChange={handlePartnerChange}
                legend="Join as"
                descriptions={{
                  contentCreator: 'Create for equestrian brands. Registration is by invitation.',
                  brand: 'Find, invite and hire equestrian creators.',
                }}
              />
              <PartnerNote partner={partner} />
              <Button
                size="lg"
                onClick={() => setStage('wizard')}
                onPointerEnter={() => preloadWizard(partner)}
                onFocus={() => preloadWizard(partner)}
                className="self-end"
              >
                Next
              </Button>
            </fieldset>
          )}
          {stage === 'wizard' && (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h1 className="text-3xl">{partner === 'brand' ? 'Join as a brand' : 'Join as a content creator'}</h1>
                <button
                  type="button"
                  className="text-sm font-semibold text-brand-700 underline"
                  onClick={() => setStage('choose')}
                >
                  Change
                </button>
              </div>
              <Suspense fallback={<WizardSkeleton />}>
                {partner === 'brand' ? (
                  <BrandWizard
                    onRegistered={(brand) => {
                      setRegistered(brand);
                      setStage('brand-done');
                    }}
                  />
                ) : (
                  <CreatorWizard />
                )}
              </Suspense>
            </div>
          )}
          {stage === 'brand-done' && registered && (
            <Suspense fallback={<WizardSkeleton />}>
              <BrandSuccess {...registered} />
            </Suspense>
          )}
        </div>
        <p className="text-sm text-ink-muted">
          Already a member?{' '}
          <a href="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Login here
          </a>
        </p>
        <LegalLinks className="text-xs text-ink-muted" />
      </div>
      <aside className="bg-brand-900 px-6 py-10 sm:px-10 lg:flex lg:flex-col lg:justify-center">
        <MarketingCarousel
          key={partner}
          slides={CAROUSEL_SLIDES[partner]}
          label={partner === 'brand' ? 'Why brands choose EquiCreators' : 'Why creators join EquiCreators'}
        />
      </aside>
    </div>
  );
}

function WizardSkeleton() {
  return <SkeletonStack className="gap-4" blocks={['h-8 w-2/3', 'h-12 w-full', 'h-12 w-full']} />;
}

/** Brands: book a call. Creators: registration is by invitation, through the application form (spec §2). */
function PartnerNote({ partner }: { partner: PartnerType }) {
  const siteConfig = useSiteConfig();
  if (partner === 'brand') {
    return (
      <div className="flex gap-3 rounded-2xl bg-parchment p-4 text-sm">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-saddle-600" />
        <p>
          Want a walk-through first?{' '}
          {siteConfig ? (
            <a
              href={siteConfig.bookCallUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Book a call
            </a>
          ) : (
            'Book a call'
          )}{' '}
          with our team and we will set up your subscription with you.
        </p>
      </div>
    );
  }
  return (
    <div className="flex gap-3 rounded-2xl bg-parchment p-4 text-sm">
      <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-saddle-600" />
      <p>
        Registration for content creators is by invitation only. Not invited yet?{' '}
        {siteConfig ? (
          <a
            href={siteConfig.creatorApplicationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Apply through our application form
          </a>
        ) : (
          'Apply through our application form'
        )}{' '}
        or write to{' '}
        {siteConfig ? (
          <a href={`mailto:${siteConfig.supportEmail}`} className="font-semibold text-brand-700 underline">
            {siteConfig.supportEmail}
          </a>
        ) : (
          'support'
        )}
        .
      </p>
    </div>
  );
}
