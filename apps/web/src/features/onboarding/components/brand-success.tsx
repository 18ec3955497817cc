import { UI_TIMINGS } from '@equicreators/shared';
import { useEffect } from 'react';
import { notify } from '@/lib/toast/notify';
import { BrandPlans } from './brand-plans';

const PLANS_ID = 'business-plans';

/** Spec §2/§8: after brand signup, the business plans and the delayed toasts (at 2 s and 4 s). */
export function BrandSuccess() {
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
          Choose a business plan to start creating campaigns. You can{' '}
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
        <BrandPlans />
      </section>
    </div>
  );
}
