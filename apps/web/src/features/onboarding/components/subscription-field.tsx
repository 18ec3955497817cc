import { BRAND_SUBSCRIPTIONS, type BrandSubscription } from '@equicreators/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatPlanPrice } from '@/lib/billing/plan-price';
import type { BrandPlanPrices } from '../hooks/use-brand-plan-prices';

export type SubscriptionFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  plans: BrandPlanPrices;
};

const HINTS: Record<BrandPlanPrices['status'], string> = {
  loading: 'Reading the prices…',
  priced: 'You pay by card right after sign-up; nothing is charged before.',
  unpriced: 'We set up the plan and its payment with you on a call after sign-up.',
};

/** 'Monthly · $149 per month': the price read from Stripe, never typed into the web app. */
function subscriptionLabel(subscription: BrandSubscription, plans: BrandPlanPrices): string {
  const price = plans.status === 'priced' ? plans.prices[subscription] : undefined;
  if (!price) return subscription;
  const { amount, perPeriod } = formatPlanPrice(price);
  return `${subscription} · ${amount} ${perPeriod}`;
}

/** The sign-up's plan, priced where it is chosen (issue 46), and chosen once. */
export function SubscriptionField({ registration, error, plans }: SubscriptionFieldProps) {
  const options = [
    { value: '', label: 'Choose one' },
    ...BRAND_SUBSCRIPTIONS.map((subscription) => ({
      value: subscription,
      label: subscriptionLabel(subscription, plans),
    })),
  ];
  return (
    <Field label="Subscription" error={error} hint={HINTS[plans.status]}>
      {(control) => <Select {...control} options={options} {...registration} />}
    </Field>
  );
}
