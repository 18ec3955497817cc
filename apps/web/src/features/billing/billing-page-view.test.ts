import type { BillingState } from '@equicreators/shared';
import { describe, expect, it } from 'vitest';
import { billingPageView } from './billing-page-view';

const NEVER_PAID: BillingState = {
  audience: 'brand',
  access: false,
  source: 'none',
  plan: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDue: false,
  hasBillingAccount: false,
  lapsed: false,
};

describe('what /billing shows', () => {
  it('shows a never-paid brand the plans, never the portal it cannot open', () => {
    expect(billingPageView({ type: 'brand', state: NEVER_PAID, hasPaidProfile: false })).toEqual({
      kind: 'plans',
      isLapsed: false,
      canOpenPortal: false,
    });
  });

  it('shows a lapsed brand the plans with the portal one click away', () => {
    const lapsed = { ...NEVER_PAID, lapsed: true, hasBillingAccount: true, status: 'canceled' };
    expect(billingPageView({ type: 'brand', state: lapsed, hasPaidProfile: false })).toEqual({
      kind: 'plans',
      isLapsed: true,
      canOpenPortal: true,
    });
  });

  it('opens the portal for a brand paying through Stripe', () => {
    const paying = { ...NEVER_PAID, access: true, source: 'subscription' as const, hasBillingAccount: true };
    expect(billingPageView({ type: 'brand', state: paying, hasPaidProfile: true })).toEqual({ kind: 'portal' });
  });

  it('tells a brand our team confirmed that there is nothing to pay', () => {
    const comped = { ...NEVER_PAID, access: true, source: 'comped' as const };
    expect(billingPageView({ type: 'brand', state: comped, hasPaidProfile: true })).toEqual({ kind: 'confirmed' });
    expect(billingPageView({ type: 'brand', state: null, hasPaidProfile: true })).toEqual({ kind: 'confirmed' });
  });

  it('shows the unpriced plans without online payment, and waits for what it needs', () => {
    expect(billingPageView({ type: 'brand', state: null, hasPaidProfile: false })).toMatchObject({ kind: 'plans' });
    expect(billingPageView({ type: 'brand', state: null, hasPaidProfile: undefined })).toEqual({ kind: 'loading' });
    expect(billingPageView({ type: 'brand', state: undefined, hasPaidProfile: false })).toEqual({ kind: 'loading' });
  });

  it('sends a creator without a club subscription to join, one with it to the portal', () => {
    const creator = { ...NEVER_PAID, audience: 'club' as const };
    expect(billingPageView({ type: 'contentCreator', state: creator, hasPaidProfile: undefined })).toEqual({
      kind: 'joinClub',
    });
    expect(
      billingPageView({
        type: 'contentCreator',
        state: { ...creator, hasBillingAccount: true, access: true },
        hasPaidProfile: undefined,
      }),
    ).toEqual({ kind: 'portal' });
  });
});
