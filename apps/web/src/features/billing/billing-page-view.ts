import type { BillingState, UserType } from '@equicreators/shared';

/**
 * What /billing shows. Stripe's portal manages a subscription that exists; it cannot start one,
 * and without a Stripe customer it cannot open at all (BILLING_MESSAGES.noCustomer). So the page
 * only sends a caller to the portal who has access paid through Stripe; a brand without access
 * (never paid, or lapsed) gets the plans and a way to pay, with the portal one click away when a
 * billing account exists (invoices, an old card); access confirmed by our team has nothing to pay.
 */
export type BillingPageView =
  | { kind: 'loading' }
  | { kind: 'portal' }
  | { kind: 'plans'; isLapsed: boolean; canOpenPortal: boolean }
  | { kind: 'confirmed' }
  | { kind: 'joinClub' };

export type BillingPageInput = {
  type: UserType | null;
  /** GET /api/billing: undefined while loading, null without online payment. */
  state: BillingState | null | undefined;
  /** The brand profile's payment flag (the admin's confirmation); undefined while loading. */
  hasPaidProfile: boolean | undefined;
};

/** Decides /billing's content from the caller's standing; see BillingPageView. */
export function billingPageView({ type, state, hasPaidProfile }: BillingPageInput): BillingPageView {
  if (state === undefined) return { kind: 'loading' };
  if (type === 'brand') {
    if (state === null) {
      // Without online payment, the admin's confirmation is the whole story.
      if (hasPaidProfile === undefined) return { kind: 'loading' };
      return hasPaidProfile ? { kind: 'confirmed' } : { kind: 'plans', isLapsed: false, canOpenPortal: false };
    }
    if (!state.access) return { kind: 'plans', isLapsed: state.lapsed, canOpenPortal: state.hasBillingAccount };
    return state.hasBillingAccount ? { kind: 'portal' } : { kind: 'confirmed' };
  }
  // A creator's subscription is the club's: without a billing account, the way in is /joinclub.
  if (state?.hasBillingAccount) return { kind: 'portal' };
  return state?.access ? { kind: 'confirmed' } : { kind: 'joinClub' };
}
