import { UI_TIMINGS } from '@equicreators/shared';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast/notify';
import { useSiteConfig } from '@/lib/site/site-config';
import { BUSINESS_PLANS } from '../content/business-plans';

const PLANS_ID = 'business-plans';

/** Spec §2/§8: after brand signup, the pricing table and the delayed toasts (at 2 s and 4 s). */
export function BrandSuccess() {
  const siteConfig = useSiteConfig();

  useEffect(() => {
    notify.success('Brand registration completed successfully!');
    const [first, second] = UI_TIMINGS.brandSignupToastDelaysMs;
    const timers = [
      window.setTimeout(() => notify.info('Book a call to secure your subscription'), first),
      window.setTimeout(() => notify.info('Click View Business plans and pay to access the site.'), second),
    ];
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="flex flex-col gap-2">
        <h2 className="font-display text-3xl text-brand-900">Your brand account is ready</h2>
        <p className="text-ink-muted">
          Choose a business plan to start creating campaigns. Book a short call and we set up your subscription; you can{' '}
          <a href="/login" className="font-semibold text-brand-700 underline">
            log in
          </a>{' '}
          and browse creators meanwhile.
        </p>
        <a href={`#${PLANS_ID}`} className="self-start text-sm font-semibold text-brand-700 underline">
          View Business plans
        </a>
      </div>
      <section id={PLANS_ID} aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h3 id="plans-heading" className="font-display text-2xl text-brand-900">
          Business plans
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {BUSINESS_PLANS.map((plan) => (
            <article key={plan.name} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
              <h4 className="font-display text-xl text-brand-900">{plan.name}</h4>
              <p>
                <span className="font-display text-3xl text-brand-900">{plan.price}</span>{' '}
                <span className="text-sm text-ink-muted">{plan.period}</span>
              </p>
              {plan.note && <p className="text-sm font-semibold text-saddle-700">{plan.note}</p>}
              <ul className="flex flex-col gap-1.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              {siteConfig && (
                <Button asChild variant="accent" className="mt-auto">
                  <a href={siteConfig.bookCallUrl} target="_blank" rel="noopener noreferrer">
                    Book a call
                  </a>
                </Button>
              )}
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
