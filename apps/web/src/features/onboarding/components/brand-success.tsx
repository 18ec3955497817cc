import { BrandPlans } from './brand-plans';

const PLANS_ID = 'business-plans';

/**
 * Spec §2: after brand signup, the business plans. Spec §8's three toasts (registration done, 'Book
 * a call', 'Click View Business plans') are not shown (issue 30): this panel says the account is
 * ready and shows the plans with the way to pay that applies, where a toast would repeat it or, with
 * online payment, send the brand to a call that is not offered.
 */
export function BrandSuccess() {
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
