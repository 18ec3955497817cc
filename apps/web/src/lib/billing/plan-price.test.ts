import type { BillingPlanPrice } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { formatPlanPrice, planNameOf } from './plan-price';

function price(overrides: Partial<BillingPlanPrice>): BillingPlanPrice {
  return {
    plan: 'club-monthly',
    audience: 'club',
    unitAmount: 1999,
    currency: 'usd',
    interval: 'month',
    intervalCount: 1,
    ...overrides,
  };
}

describe('formatPlanPrice', () => {
  it('turns minor units into the amount, with cents only when there are some', () => {
    expect(formatPlanPrice(price({}), 'en-US')).toEqual({
      amount: '$19.99',
      period: 'a month',
      perPeriod: 'per month',
    });
    expect(formatPlanPrice(price({ unitAmount: 149000, interval: 'year' }), 'en-US')).toMatchObject({
      amount: '$1,490',
      period: 'a year',
    });
  });

  it('follows the currency’s own decimals and the locale', () => {
    expect(formatPlanPrice(price({ unitAmount: 1500, currency: 'jpy' }), 'en-US').amount).toBe('¥1,500');
    expect(formatPlanPrice(price({ unitAmount: 1999, currency: 'eur' }), 'de-DE').amount).toBe('19,99\u00a0€');
  });

  it('names intervals of several units', () => {
    expect(formatPlanPrice(price({ intervalCount: 3 }), 'en-US')).toMatchObject({
      period: 'every 3 months',
      perPeriod: 'every 3 months',
    });
    expect(planNameOf({ interval: 'month', intervalCount: 3 })).toBe('Every 3 months');
    expect(planNameOf({ interval: 'year', intervalCount: 1 })).toBe('Yearly');
  });
});
