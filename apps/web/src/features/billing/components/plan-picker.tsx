import type { BillingAudience, BillingPlan } from '@equicreators/shared';
import type { ReactNode } from 'react';
import { PlanCard } from '@/components/billing/plan-card';
import { PlatformFeeNote } from '@/components/billing/platform-fee-note';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { BUSINESS_PLAN_FEATURES } from '@/content/business-plans';
import { formatPlanPrice, planNameOf } from '@/lib/billing/plan-price';
import { useBillingPlans } from '../api/get-billing-plans';
import { useStartCheckout } from '../api/start-checkout';

export type PlanPickerProps = {
  audience: BillingAudience;
  /** What shows when online payment is not configured (503): the book-a-call flow. */
  notConfigured: ReactNode;
};

/** The plans with Stripe's prices; choosing one sends the browser to Stripe Checkout. */
export function PlanPicker({ audience, notConfigured }: PlanPickerProps) {
  const plans = useBillingPlans(audience);
  const checkout = useStartCheckout();

  if (plans.isPending) {
    return <SkeletonStack className="gap-4 sm:flex-row" blocks={['h-56 w-full', 'h-56 w-full']} />;
  }
  if (plans.isError) {
    return (
      <LoadFailure title="We could not load the plans." error={plans.error} onRetry={() => void plans.refetch()} />
    );
  }
  if (!plans.data || plans.data.length === 0) return <>{notConfigured}</>;

  const handleChoose = (plan: BillingPlan) => checkout.mutate(plan);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {plans.data.map((price) => {
          const name = planNameOf(price);
          return (
            <PlanCard
              key={price.plan}
              name={name}
              price={formatPlanPrice(price)}
              features={audience === 'brand' ? BUSINESS_PLAN_FEATURES[price.plan] : undefined}
            >
              <Button
                variant="accent"
                isLoading={checkout.isPending && checkout.variables === price.plan}
                disabled={checkout.isPending}
                onClick={() => handleChoose(price.plan)}
              >
                {`Choose ${name}`}
              </Button>
            </PlanCard>
          );
        })}
      </div>
      {audience === 'brand' && <PlatformFeeNote audience="brand" />}
    </div>
  );
}
