import type { BillingPlanPrice } from '@equicreators/shared';

/** A plan's price as shown: the amount and its period ('$19.99' and 'a month'). */
export type FormattedPlanPrice = { amount: string; period: string; perPeriod: string };

const PERIOD_NAMES: Record<BillingPlanPrice['interval'], [single: string, plural: string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
};

/**
 * Formats a price read from Stripe (minor units, ISO currency, interval) in the visitor's locale.
 * The currency's own number of decimals turns minor units into the amount (JPY has none), and a
 * whole amount is shown without cents ('$149', '$19.99'): prices are never typed into the web app.
 */
export function formatPlanPrice(price: BillingPlanPrice, locale?: string): FormattedPlanPrice {
  const currency = price.currency.toUpperCase();
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const value = price.unitAmount / 10 ** digits;
  const isWhole = Number.isInteger(value);
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: isWhole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
  const [single, plural] = PERIOD_NAMES[price.interval];
  const period = price.intervalCount === 1 ? `a ${single}` : `every ${price.intervalCount} ${plural}`;
  const perPeriod = price.intervalCount === 1 ? `per ${single}` : period;
  return { amount, period, perPeriod };
}

/** 'Monthly' or 'Yearly' (or 'Every 3 months'): the name of a plan by its interval. */
export function planNameOf(price: Pick<BillingPlanPrice, 'interval' | 'intervalCount'>): string {
  if (price.intervalCount === 1) {
    const names = { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly' } as const;
    return names[price.interval];
  }
  const [, plural] = PERIOD_NAMES[price.interval];
  return `Every ${price.intervalCount} ${plural}`;
}
