import { PlanCard } from '@/components/billing/plan-card';
import { Button } from '@/components/ui/button';
import { BUSINESS_PLAN_FEATURES, UNPRICED_BUSINESS_PLANS } from '@/content/business-plans';
import { useSiteConfig } from '@/lib/site/site-config';

/** Without online payment: the plans unpriced, set up on a call, and an admin confirms the payment. */
export function BookCallPlans() {
  const bookCallUrl = useSiteConfig()?.bookCallUrl;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {UNPRICED_BUSINESS_PLANS.map(({ name, plan }) => (
        <PlanCard key={plan} name={name} features={BUSINESS_PLAN_FEATURES[plan]}>
          {bookCallUrl && (
            <Button asChild variant="accent">
              <a href={bookCallUrl} target="_blank" rel="noopener noreferrer">
                Book a call
              </a>
            </Button>
          )}
        </PlanCard>
      ))}
    </div>
  );
}
